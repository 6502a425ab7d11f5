/**
 * The user's linked accounts (switching between them needs no password): the list with "Rozłącz",
 * and a search to link another account. Linking or unlinking signs both users out.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import { Button, ErrorState, SearchField, Spinner } from '@armatura/shared-libs/ui';
import { ChoiceSelect, idOf, keyOf, NONE } from '../../features/fields/ChoiceSelect';
import { useUsersT } from '../../features/texts/users-texts';
import { userEditPath } from '../../features/user-form/user-form-store';
import {
  $linkBusy,
  $linkCandidates,
  $userLinks,
  linkAccount,
  loadUserLinks,
  searchLinkCandidates,
  unlinkAccount,
} from '../../features/user-form/user-links-store';
import * as styles from '../admin.module.css';

function LinkForm({ userId }: { userId: number }) {
  const t = useUsersT();
  const candidates = useStore($linkCandidates);
  const busy = useStore($linkBusy);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const link = async () => {
    if (chosen !== null && (await linkAccount(userId, chosen))) setChosen(null);
  };
  return (
    <div className={styles.grid}>
      <SearchField
        label={t('linkSearch')}
        description={t('linkSearchHint')}
        value={text}
        onChange={setText}
        onSubmit={(value) => void searchLinkCandidates(userId, value)}
      />
      <ChoiceSelect
        label={t('linkAccount')}
        value={keyOf(chosen)}
        choices={[
          { id: NONE, name: candidates.length ? t('none') : t('linkNoCandidates') },
          ...candidates.map((u) => ({ id: String(u.id), name: `${u.title} (${u.userName})` })),
        ]}
        onChange={(id) => setChosen(idOf(id))}
      />
      <div className={styles.actions}>
        <Button isDisabled={busy || chosen === null} onPress={() => void link()}>
          {t('link')}
        </Button>
      </div>
    </div>
  );
}

export function LinkedAccountsPanel({ userId }: { userId: number }) {
  const t = useUsersT();
  const links = useStore($userLinks);
  const busy = useStore($linkBusy);
  useEffect(() => {
    void loadUserLinks(userId);
  }, [userId]);
  return (
    <section className={styles.section} aria-labelledby="arm-links-title">
      <h2 id="arm-links-title" className={styles.sectionTitle}>
        {t('secLinks')}
      </h2>
      <p className={styles.muted}>{t('linksHint')}</p>
      {links.status === 'loading' && <Spinner />}
      {links.status === 'error' && (
        <ErrorState message={links.error} onRetry={() => void loadUserLinks(userId)} />
      )}
      {links.data?.length === 0 && <p className={styles.muted}>{t('linksEmpty')}</p>}
      {links.data && links.data.length > 0 && (
        <ul className={styles.list} aria-label={t('secLinks')} data-testid="linked-accounts">
          {links.data.map((u) => (
            <li key={u.id} className={styles.row}>
              <span>
                <Link href={userEditPath(u.id)}>
                  {u.title} ({u.userName})
                </Link>
                <br />
                <span className={styles.muted}>{u.emailAddress}</span>
              </span>
              <Button
                size="small"
                variant="secondary"
                isDisabled={busy}
                onPress={() => void unlinkAccount(userId, u.id)}
              >
                {t('unlink', { name: u.userName })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LinkForm userId={userId} />
    </section>
  );
}
