// Profile/ChangePassword: the current password and the new one twice. The server applies the
// shop's password rules and ends every other session; this page continues with the new token.
import { useState } from 'react';
import { TextField } from '@armatura/shared-libs/ui';
import {
  changePassword,
  type FormErrors,
  type PasswordForm,
} from '../../features/profile/profile-store';
import { useAccountT } from '../../features/texts/account-texts';
import { FormDialog } from './FormDialog';

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function PasswordDialog() {
  const t = useAccountT();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<keyof PasswordForm>>({});
  const [message, setMessage] = useState<string | null>(null);
  const field = (name: keyof PasswordForm, autoComplete: string) => (
    <TextField
      label={t(name)}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      isRequired
    />
  );
  return (
    <FormDialog
      trigger={t('changePassword')}
      title={t('passwordTitle')}
      message={message}
      onOpen={() => {
        setForm(EMPTY);
        setErrors({});
        setMessage(null);
      }}
      onSubmit={async () => {
        const outcome = await changePassword(form);
        if (outcome.ok) return true;
        setErrors(outcome.errors);
        setMessage(outcome.message);
        return false;
      }}
    >
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('repeatPassword', 'new-password')}
    </FormDialog>
  );
}
