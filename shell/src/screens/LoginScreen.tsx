// /user/login and /user/admin: userNameOrEmailAddress, password, rememberMe and an optional
// tenant name (checked with Account/IsTenantAvailable when the field is left).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { useSignInState } from '@armatura/shared-libs/session';
import { Link } from '@armatura/shared-libs/routing';
import { Button, Checkbox, Form, TextField } from '@armatura/shared-libs/ui';
import { $login, resetLogin, submitLogin } from '../account/login-store';
import { TENANT_STATE, checkTenant } from '../account/tenant';
import { shellTexts } from '../texts';
import { MustChangeForm } from './MustChangeForm';
import * as s from './screens.module.css';

export function LoginScreen() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const login = useStore($login);
  const { processing } = useSignInState();
  const [tenantStatus, setTenantStatus] = useState<string | null>(null);
  useEffect(() => resetLogin, []);

  if (login.step === 'mustChange') return <MustChangeForm />;

  const onTenantBlur = async (value: string) => {
    if (!value.trim()) return setTenantStatus(null);
    try {
      const { state } = await checkTenant(value);
      setTenantStatus(
        st(
          state === TENANT_STATE.available
            ? 'tenantAvailable'
            : state === TENANT_STATE.inactive
              ? 'tenantInactive'
              : 'tenantNotFound',
        ),
      );
    } catch {
      setTenantStatus(null);
    }
  };

  return (
    <section className={s.card} aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <Form
        className={s.form}
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          void submitLogin({
            userNameOrEmailAddress: String(data.get('userNameOrEmailAddress') ?? ''),
            password: String(data.get('password') ?? ''),
            rememberMe: data.get('rememberMe') === 'on',
            tenancyName: String(data.get('tenancyName') ?? ''),
          });
        }}
      >
        <TextField
          name="tenancyName"
          label={st('tenant')}
          description={tenantStatus ?? st('tenantHint')}
          autoComplete="organization"
          onBlur={(e) => void onTenantBlur((e.target as HTMLInputElement).value)}
        />
        <TextField
          name="userNameOrEmailAddress"
          label={t('login.userNameOrEmail')}
          isRequired
          autoComplete="username"
          errorMessage={t('login.userNameRequired')}
          autoFocus
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          isRequired
          autoComplete="current-password"
          errorMessage={t('login.passwordRequired')}
        />
        <Checkbox name="rememberMe" value="on">
          {t('login.rememberMe')}
        </Checkbox>
        {login.error && (
          <p role="alert" className={s.error}>
            {login.error}
          </p>
        )}
        <Button type="submit" isDisabled={processing}>
          {processing ? t('login.processing') : t('login.submit')}
        </Button>
      </Form>
      <p>
        <Link href="/user/forgot-password">{t('login.forgotPassword')}</Link>
      </p>
    </section>
  );
}
