/**
 * Users of the saved company: their group (unpin), the managers (saved with the company form),
 * joining a B2B user to a group, and adding a new user straight into this company.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from '@armatura/shared-libs/routing';
import { Button, Checkbox } from '@armatura/shared-libs/ui';
import { ChoiceSelect, idOf, keyOf, NONE } from '../../features/fields/ChoiceSelect';
import { $company, $companyForm, toggleManager } from '../../features/companies/company-form-store';
import {
  $groupBusy,
  $joinCandidates,
  joinGroup,
  loadJoinCandidates,
  unpinFromGroup,
} from '../../features/companies/company-groups-store';
import { useUsersT } from '../../features/texts/users-texts';
import { USER_LIST_PATH, userEditPath } from '../../features/user-form/user-form-store';
import * as styles from '../admin.module.css';

function JoinForm() {
  const t = useUsersT();
  const company = useStore($company);
  const candidates = useStore($joinCandidates);
  const busy = useStore($groupBusy);
  const [userId, setUserId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  useEffect(() => {
    void loadJoinCandidates();
  }, [company?.members.length]);
  if (!company || company.groups.length === 0) return null;
  return (
    <div className={styles.screen}>
      <h3 className={styles.sectionTitle}>{t('joinTitle')}</h3>
      <div className={styles.grid}>
        <ChoiceSelect
          label={t('joinUser')}
          value={keyOf(userId)}
          choices={[
            { id: NONE, name: t('none') },
            ...candidates.map((u) => ({ id: String(u.id), name: `${u.title} (${u.userName})` })),
          ]}
          onChange={(id) => setUserId(idOf(id))}
        />
        <ChoiceSelect
          label={t('joinGroup')}
          value={keyOf(groupId)}
          choices={[
            { id: NONE, name: t('none') },
            ...company.groups.map((g) => ({ id: String(g.id), name: g.name })),
          ]}
          onChange={(id) => setGroupId(idOf(id))}
        />
      </div>
      <div className={styles.actions}>
        <Button
          isDisabled={busy || userId === null || groupId === null}
          onPress={() => userId && groupId && void joinGroup(groupId, userId)}
        >
          {t('join')}
        </Button>
      </div>
    </div>
  );
}

export function MembersPanel() {
  const t = useUsersT();
  const company = useStore($company);
  const form = useStore($companyForm);
  const busy = useStore($groupBusy);
  if (!company) return null;
  const groupName = (id: number | null) => company.groups.find((g) => g.id === id)?.name ?? '—';
  return (
    <section className={styles.section} aria-labelledby="arm-members-title" data-testid="members">
      <h2 id="arm-members-title" className={styles.sectionTitle}>
        {t('secMembers')}
      </h2>
      {company.members.length === 0 && <p className={styles.muted}>{t('membersEmpty')}</p>}
      <ul className={styles.list} aria-label={t('membersTable')}>
        {company.members.map((m) => (
          <li key={m.id} className={styles.row} data-testid="member-row">
            <span>
              <Link href={userEditPath(m.id)}>
                {m.title} ({m.userName})
              </Link>
              <br />
              <span className={styles.muted}>
                {m.email} · {t('colGroup')}: {groupName(m.organizationGroupId)}
              </span>
            </span>
            <div className={styles.actions}>
              <Checkbox
                isSelected={form.managerUserIds.includes(m.id)}
                onChange={(on) => toggleManager(m.id, on)}
              >
                {t('manager', { name: m.userName })}
              </Checkbox>
              {m.organizationGroupId !== null && (
                <Button
                  size="small"
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() =>
                    m.organizationGroupId !== null &&
                    void unpinFromGroup(m.organizationGroupId, m.id)
                  }
                >
                  {t('unpin', { name: m.userName })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <JoinForm />
      <div className={styles.actions}>
        <Link href={`${USER_LIST_PATH}/dodaj?organizationUnitId=${company.id}`}>
          {t('addUserToCompany')}
        </Link>
      </div>
    </section>
  );
}
