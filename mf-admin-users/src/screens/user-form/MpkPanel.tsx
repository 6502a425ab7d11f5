/**
 * The user's cost centres (MPK): their company's (every buyer of it books to them) and their own,
 * which staff assign here to a B2B buyer (code and name) and retire with "Usuń".
 */
import { useStore } from '@nanostores/react';
import type { UserForEdit } from '@armatura/shared-libs/contracts';
import { Button, ErrorState, Spinner, TextField } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { $mpks, loadUserExtras } from '../../features/user-form/user-extras-store';
import {
  $mpkBusy,
  $mpkDraft,
  $mpkError,
  addMpk,
  removeMpk,
} from '../../features/user-form/mpk-store';
import * as styles from '../admin.module.css';

function AddMpk({ userId }: { userId: number }) {
  const t = useUsersT();
  const draft = useStore($mpkDraft);
  const error = useStore($mpkError);
  const busy = useStore($mpkBusy);
  return (
    <div className={styles.screen}>
      <h3 className={styles.sectionTitle}>{t('mpkAddTitle')}</h3>
      <div className={styles.grid}>
        <TextField
          label={t('mpkCode')}
          value={draft.code}
          onChange={(code) => $mpkDraft.set({ ...$mpkDraft.get(), code })}
        />
        <TextField
          label={t('mpkName')}
          value={draft.name}
          onChange={(name) => $mpkDraft.set({ ...$mpkDraft.get(), name })}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button isDisabled={busy} onPress={() => void addMpk(userId)}>
          {t('mpkAdd')}
        </Button>
      </div>
    </div>
  );
}

export function MpkPanel({ user }: { user: UserForEdit }) {
  const t = useUsersT();
  const mpks = useStore($mpks);
  const busy = useStore($mpkBusy);
  const userId = user.user.id;
  const isBuyer = user.user.isB2B || user.user.type === 'B2B';
  return (
    <section className={styles.section} aria-labelledby="arm-mpk-title">
      <h2 id="arm-mpk-title" className={styles.sectionTitle}>
        {t('secMpk')}
      </h2>
      {mpks.status === 'loading' && <Spinner />}
      {mpks.status === 'error' && (
        <ErrorState message={mpks.error} onRetry={() => void loadUserExtras(userId)} />
      )}
      {mpks.data?.length === 0 && <p className={styles.muted}>{t('mpkEmpty')}</p>}
      {mpks.data && mpks.data.length > 0 && (
        <ul className={styles.list} aria-label={t('secMpk')} data-testid="mpk-list">
          {mpks.data.map((m) => (
            <li key={m.id} className={styles.row}>
              <span>
                <strong>{m.code}</strong> — {m.name} (
                {m.userId === null ? t('mpkCompany') : t('mpkOwn')})
              </span>
              {m.userId !== null && (
                <Button
                  size="small"
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() => void removeMpk(userId, m.id)}
                >
                  {t('mpkRemove', { code: m.code })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isBuyer ? <AddMpk userId={userId} /> : <p className={styles.muted}>{t('mpkOnlyB2B')}</p>}
    </section>
  );
}
