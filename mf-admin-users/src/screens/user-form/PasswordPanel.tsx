/** Passwords of the edited user: set a new one, or generate a one-time one mailed to them. */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Value } from 'typebox/value';
import { ChangeUserPasswordSchema, type UserForEdit } from '@armatura/shared-libs/contracts';
import { Button, Checkbox, TextField } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import {
  $passwordBusy,
  generateUserPassword,
  setUserPassword,
} from '../../features/user-form/user-extras-store';
import * as styles from '../admin.module.css';

export function PasswordPanel({ user }: { user: UserForEdit }) {
  const t = useUsersT();
  const busy = useStore($passwordBusy);
  const [password, setPassword] = useState('');
  const [mustChange, setMustChange] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const id = user.user.id;

  const submit = async () => {
    // The contract's own rule for a new password (6–128 characters).
    if (Value.Errors(ChangeUserPasswordSchema.properties.newPassword, password).length > 0)
      return setError(t('vPassword'));
    setError(null);
    if (await setUserPassword(id, password, mustChange)) setPassword('');
  };

  return (
    <section className={styles.section} aria-labelledby="arm-password-title">
      <h2 id="arm-password-title" className={styles.sectionTitle}>
        {t('secPassword')}
      </h2>
      {user.mustChangePassword && <p className={styles.muted}>{t('mustChangeNow')}</p>}
      <div className={styles.grid}>
        <TextField
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          validationBehavior="aria"
        />
      </div>
      <Checkbox isSelected={mustChange} onChange={setMustChange}>
        {t('fMustChange')}
      </Checkbox>
      <div className={styles.actions}>
        <Button isDisabled={busy} onPress={() => void submit()}>
          {t('setPassword')}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => void generateUserPassword(id)}>
          {t('generatePassword')}
        </Button>
      </div>
    </section>
  );
}
