// The subscribe form: an e-mail address; the answer never says whether it was subscribed before.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button, Form, TextField } from '@armatura/shared-libs/ui';
import { $newsletterAction, subscribe } from '../../features/public/newsletter-store';
import { ActionMessage } from './ActionMessage';
import { useContentT } from '../../features/texts/content-texts';
import * as s from '../../features/public/Public.module.css';

export function SubscribeForm() {
  const t = useContentT();
  const state = useStore($newsletterAction);
  const [email, setEmail] = useState('');
  const sending = state.status === 'sending';
  return (
    <>
      <p>{t('newsletterIntro')}</p>
      <Form
        className={s.form}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void subscribe(email);
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('newsletterEmail')}
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={!!state.fieldError}
          errorMessage={state.fieldError ?? undefined}
        />
        <div className={s.actions}>
          <Button type="submit" isDisabled={sending}>
            {sending ? t('newsletterSending') : t('newsletterSubscribe')}
          </Button>
        </div>
      </Form>
      <ActionMessage />
    </>
  );
}
