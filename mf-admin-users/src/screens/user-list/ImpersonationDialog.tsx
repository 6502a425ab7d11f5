/** "Działaj jako klient": pick a customer the server lets this staff member act as, and switch. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { USER_PAGE_SIZE } from '@armatura/shared-libs/contracts';
import {
  Button,
  Dialog,
  DialogTrigger,
  EmptyState,
  ErrorState,
  Modal,
  Pagination,
  SearchField,
} from '@armatura/shared-libs/ui';
import {
  $candidates,
  $pickerQuery,
  $switching,
  actAs,
  loadCandidates,
} from '../../features/impersonation/impersonation-store';
import { useUsersT } from '../../features/texts/users-texts';
import { typeLabel } from './user-cells';
import * as styles from '../admin.module.css';

function Picker() {
  const t = useUsersT();
  const list = useStore($candidates);
  const query = useStore($pickerQuery);
  const switching = useStore($switching);
  const [text, setText] = useState('');
  useEffect(() => {
    void loadCandidates({ filter: '', page: 1 });
  }, []);
  return (
    <div className={styles.dialogBody} data-testid="impersonation-picker" data-status={list.status}>
      <p className={styles.muted}>{t('actAsHint')}</p>
      <SearchField
        label={t('actAsSearch')}
        value={text}
        onChange={setText}
        onSubmit={(value) => void loadCandidates({ filter: value })}
      />
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void loadCandidates()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('actAsEmpty')} />}
      <ul className={styles.list} aria-label={t('actAsTable')}>
        {list.items.map((u) => (
          <li key={u.id} className={styles.row}>
            <span>
              <strong>{u.title || u.userName}</strong> ({u.userName}) · {typeLabel(t, u.type)}
              <br />
              <span className={styles.muted}>{u.emailAddress}</span>
            </span>
            <Button
              size="small"
              aria-label={t('actAsUser', { name: u.userName })}
              isDisabled={switching !== null}
              onPress={() => void actAs(u.id)}
            >
              {t('actAsStart')}
            </Button>
          </li>
        ))}
      </ul>
      {list.totalCount > USER_PAGE_SIZE && (
        <Pagination
          page={query.page}
          pageSize={USER_PAGE_SIZE}
          totalCount={list.totalCount}
          onPageChange={(page) => void loadCandidates({ page })}
        />
      )}
    </div>
  );
}

export function ImpersonationDialog() {
  const t = useUsersT();
  return (
    <DialogTrigger>
      <Button variant="secondary">{t('actAs')}</Button>
      <Modal>
        <Dialog title={t('actAsTitle')}>
          {({ close }) => (
            <>
              <Picker />
              <div className={`${styles.actions} ${styles.end}`}>
                <Button variant="secondary" onPress={close}>
                  {t('close')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
