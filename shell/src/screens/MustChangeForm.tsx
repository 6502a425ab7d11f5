// Second step of sign-in when the server demands a new e-mail and/or password.
import { useStore } from '@nanostores/react';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { Button, Form, TextField } from '@armatura/shared-libs/ui';
import { $login } from '../account/login-store';
import { $mustChange, applyChange, sendChangeCode } from '../account/must-change-store';
import { shellTexts } from '../texts';
import * as s from './screens.module.css';

export function MustChangeForm() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const { mustChange } = useStore($login);
  const state = useStore($mustChange);
  return (
    <section className={s.card} aria-labelledby="must-change-title">
      <h1 id="must-change-title">{st('mustChangeTitle')}</h1>
      <p>{st('mustChangeIntro')}</p>
      {!state.codeSent ? (
        <Form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            const email = String(new FormData(e.currentTarget).get('newEmailAddress') ?? '');
            void sendChangeCode(mustChange.mustChangeEmail ? email : undefined);
          }}
        >
          {mustChange.mustChangeEmail && (
            <TextField
              name="newEmailAddress"
              type="email"
              label={st('mustChangeEmail')}
              isRequired
              autoComplete="email"
            />
          )}
          {state.error && (
            <p role="alert" className={s.error}>
              {state.error}
            </p>
          )}
          <Button type="submit" isDisabled={state.busy}>
            {st('mustChangeSendCode')}
          </Button>
        </Form>
      ) : (
        <Form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            const data = new FormData(e.currentTarget);
            const password = String(data.get('newPassword') ?? '');
            if (
              mustChange.mustChangePassword &&
              password !== String(data.get('repeatPassword') ?? '')
            ) {
              $mustChange.setKey('error', t('resetPassword.mismatch'));
              return;
            }
            void applyChange(
              String(data.get('code') ?? ''),
              mustChange.mustChangePassword ? password : undefined,
            );
          }}
        >
          <p role="status">{st('mustChangeCodeSent')}</p>
          <TextField
            name="code"
            label={t('resetPassword.code')}
            isRequired
            autoComplete="one-time-code"
          />
          {mustChange.mustChangePassword && (
            <>
              <TextField
                name="newPassword"
                type="password"
                label={t('resetPassword.newPassword')}
                isRequired
                description={st('passwordRule')}
                autoComplete="new-password"
              />
              <TextField
                name="repeatPassword"
                type="password"
                label={t('resetPassword.repeatPassword')}
                isRequired
                autoComplete="new-password"
              />
            </>
          )}
          {state.error && (
            <p role="alert" className={s.error}>
              {state.error}
            </p>
          )}
          <Button type="submit" isDisabled={state.busy}>
            {st('mustChangeSubmit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
