// Sends the template with sample data to an address (SendTestEmail); the server's answer (SMTP not
// configured, refused) is shown under the field.
import { useStore } from '@nanostores/react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import {
  $templateEdit,
  sendTestMail,
  setTestRecipient,
} from '../../features/mail-templates/template-edit-store';
import { useTemplatesT } from '../../features/texts/mail-templates-texts';
import * as s from './template-edit.module.css';

export function TestMailForm() {
  const t = useTemplatesT();
  const { testTo, testError, sending } = useStore($templateEdit);
  return (
    <fieldset className={s.test}>
      <legend>{t('testTitle')}</legend>
      <p className={s.help}>{t('testHelp')}</p>
      <TextField
        label={t('testTo')}
        type="email"
        value={testTo}
        onChange={setTestRecipient}
        isInvalid={Boolean(testError)}
        errorMessage={testError ?? undefined}
      />
      <div className={s.actions}>
        <Button variant="secondary" isPending={sending} onPress={() => void sendTestMail()}>
          {sending ? t('testSending') : t('testSend')}
        </Button>
      </div>
    </fieldset>
  );
}
