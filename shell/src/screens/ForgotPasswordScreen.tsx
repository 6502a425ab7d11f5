// /user/forgot-password: e-mail → code mailed; code + new password → reset; done → sign in.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { Link } from '@armatura/shared-libs/routing';
import { Button, Form, TextField } from '@armatura/shared-libs/ui';
import { LOGIN_PATH } from '@armatura/shared-libs/constants';
import {
  $forgot,
  resetPassword,
  sendResetCode,
  startForgotPassword,
} from '../account/forgot-password-store';
import { shellTexts } from '../texts';
import * as s from './screens.module.css';

export function ForgotPasswordScreen() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const state = useStore($forgot);
  useEffect(() => startForgotPassword(window.location.search), []);
  const error = state.error && (
    <p role="alert" className={s.error}>
      {state.error}
    </p>
  );
  return (
    <section className={s.card} aria-labelledby="forgot-title">
      <h1 id="forgot-title">
        {state.step === 'email' ? t('forgotPassword.title') : t('resetPassword.title')}
      </h1>
      {state.step === 'email' && (
        <Form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            void sendResetCode(String(new FormData(e.currentTarget).get('email') ?? ''));
          }}
        >
          <p>{t('forgotPassword.intro')}</p>
          <TextField
            name="email"
            type="email"
            label={t('forgotPassword.email')}
            isRequired
            autoComplete="email"
            errorMessage={t('forgotPassword.invalidEmail')}
            defaultValue={state.email}
          />
          {error}
          <Button type="submit" isDisabled={state.busy}>
            {state.busy ? t('forgotPassword.sending') : t('forgotPassword.submit')}
          </Button>
        </Form>
      )}
      {state.step === 'code' && (
        <Form
          className={s.form}
          onSubmit={(e) => {
            e.preventDefault();
            const data = new FormData(e.currentTarget);
            const password = String(data.get('password') ?? '');
            if (password !== String(data.get('repeat') ?? ''))
              return $forgot.setKey('error', t('resetPassword.mismatch'));
            void resetPassword({
              email: String(data.get('email') ?? ''),
              resetCode: String(data.get('resetCode') ?? ''),
              password,
            });
          }}
        >
          {state.email && <p role="status">{t('forgotPassword.sent')}</p>}
          <TextField
            name="email"
            type="email"
            label={t('forgotPassword.email')}
            isRequired
            defaultValue={state.email}
            autoComplete="email"
          />
          <TextField
            name="resetCode"
            label={t('resetPassword.code')}
            isRequired
            defaultValue={state.resetCode}
            autoComplete="one-time-code"
          />
          <TextField
            name="password"
            type="password"
            label={t('resetPassword.newPassword')}
            isRequired
            description={st('passwordRule')}
            autoComplete="new-password"
          />
          <TextField
            name="repeat"
            type="password"
            label={t('resetPassword.repeatPassword')}
            isRequired
            autoComplete="new-password"
          />
          {error}
          <Button type="submit" isDisabled={state.busy}>
            {t('resetPassword.submit')}
          </Button>
        </Form>
      )}
      {state.step === 'done' && <p role="status">{t('resetPassword.done')}</p>}
      <p>
        <Link href={LOGIN_PATH}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
