// Profile/UpdateCurrentUserProfile: first name, surname, phone (the e-mail changes through the
// shell's confirmed flow, so it is shown, not edited).
import { useState } from 'react';
import type { AccountInformations } from '@armatura/shared-libs/contracts';
import { TextField } from '@armatura/shared-libs/ui';
import { accountInfo } from '../../features/dashboard/dashboard-store';
import {
  profileFormOf,
  saveProfile,
  type FormErrors,
  type ProfileForm,
} from '../../features/profile/profile-store';
import { useAccountT } from '../../features/texts/account-texts';
import { FormDialog } from './FormDialog';

export function ProfileDialog({ info }: { info: AccountInformations }) {
  const t = useAccountT();
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(info));
  const [errors, setErrors] = useState<FormErrors<keyof ProfileForm>>({});
  const [message, setMessage] = useState<string | null>(null);
  const field = (name: keyof ProfileForm, label: string) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      isRequired={name !== 'phone'}
    />
  );
  return (
    <FormDialog
      trigger={t('editProfile')}
      title={t('profileTitle')}
      message={message}
      onOpen={() => {
        setForm(profileFormOf(info));
        setErrors({});
        setMessage(null);
      }}
      onSubmit={async () => {
        const outcome = await saveProfile(form);
        if (outcome.ok) {
          await accountInfo.reload();
          return true;
        }
        setErrors(outcome.errors);
        setMessage(outcome.message);
        return false;
      }}
    >
      {field('name', t('firstName'))}
      {field('surname', t('lastName'))}
      {field('phone', t('phone'))}
      <TextField
        label={t('email')}
        value={info.email}
        isReadOnly
        description={t('profileEmailHint')}
      />
    </FormDialog>
  );
}
