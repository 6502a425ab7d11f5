/** 'Send a test message' of the mail group: the content domain sends it with the saved settings.
 * Its call (Email/SendTestEmail) needs Pages.Notification; staff with only the configuration
 * permission see why the action is not offered instead of a 403 after filling the form. */
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import { $testMail, sendTestMail, setTestMailTo } from '../../features/configuration/sections';
import * as styles from './configuration.module.css';

export function TestMailPanel() {
  const t = useConfigurationT();
  const state = useStore($testMail);
  const sending = state.phase === 'sending';
  const mayNotify = useIsGranted('Pages.Notification');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendTestMail();
  };
  if (!mayNotify)
    return (
      <p className={styles.hint} id="arm-cfg-test-mail">
        {t('testMailNeedsPermission')}
      </p>
    );
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="arm-cfg-test-mail">
      <h3 id="arm-cfg-test-mail" className={styles.panelTitle}>
        {t('testMailTitle')}
      </h3>
      <div className={styles.row}>
        <TextField
          label={t('testMailTo')}
          name="testMailTo"
          type="email"
          description={t('testMailHint')}
          value={state.to}
          onChange={setTestMailTo}
          isInvalid={Boolean(state.error)}
          errorMessage={state.error ?? undefined}
          validationBehavior="aria"
        />
        <Button type="submit" variant="secondary" isDisabled={sending}>
          {sending ? t('testMailSending') : t('testMailSend')}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {state.sentTo ? t('testMailSent', { to: state.sentTo }) : ''}
      </p>
    </form>
  );
}
