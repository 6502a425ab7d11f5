/**
 * Groups of the saved company: add one, rename or delete each (a group with users is refused), and
 * the spending limit of one group at a time (the limits store holds one owner's limits).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { OrganizationGroup } from '@armatura/shared-libs/contracts';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { $company } from '../../features/companies/company-form-store';
import {
  $groupBusy,
  addGroup,
  deleteGroup,
  renameGroup,
} from '../../features/companies/company-groups-store';
import { useUsersT } from '../../features/texts/users-texts';
import { LimitsPanel } from '../user-form/LimitsPanel';
import * as styles from '../admin.module.css';

function GroupRow({
  group,
  onLimits,
}: {
  group: OrganizationGroup;
  onLimits: (id: number) => void;
}) {
  const t = useUsersT();
  const busy = useStore($groupBusy);
  const [name, setName] = useState(group.name);
  return (
    <li className={styles.row} data-testid="group-row">
      <TextField label={t('renameGroup', { name: group.name })} value={name} onChange={setName} />
      <span className={styles.muted}>{t('groupMembers', { count: group.memberCount })}</span>
      <div className={styles.actions}>
        <Button
          size="small"
          variant="secondary"
          isDisabled={busy || name.trim() === group.name || name.trim().length < 2}
          onPress={() => void renameGroup(group.id, name, group.description)}
        >
          {t('save')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={t('groupLimits', { name: group.name })}
          onPress={() => onLimits(group.id)}
        >
          {t('secLimits')}
        </Button>
        <Button
          size="small"
          variant="danger"
          isDisabled={busy}
          aria-label={t('deleteGroup', { name: group.name })}
          onPress={() => void deleteGroup(group.id, group.name)}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}

export function GroupsPanel() {
  const t = useUsersT();
  const company = useStore($company);
  const busy = useStore($groupBusy);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [limitsOf, setLimitsOf] = useState<number | null>(null);
  if (!company) return null;
  const limitGroup = company.groups.find((g) => g.id === limitsOf);
  const add = async () => {
    if (await addGroup(name, description)) {
      setName('');
      setDescription('');
    }
  };
  return (
    <section className={styles.section} aria-labelledby="arm-groups-title" data-testid="groups">
      <h2 id="arm-groups-title" className={styles.sectionTitle}>
        {t('secGroups')}
      </h2>
      {company.groups.length === 0 && <p className={styles.muted}>{t('groupsEmpty')}</p>}
      <ul className={styles.list}>
        {company.groups.map((g) => (
          <GroupRow key={`${g.id}-${g.name}`} group={g} onLimits={setLimitsOf} />
        ))}
      </ul>
      {limitGroup && (
        <div data-testid="group-limits">
          <LimitsPanel
            organizationGroupId={limitGroup.id}
            title={t('groupLimits', { name: limitGroup.name })}
          />
          <p className={styles.muted}>{t('groupLimitsHint')}</p>
        </div>
      )}
      <div className={styles.grid}>
        <TextField label={t('groupName')} value={name} onChange={setName} />
        <TextField label={t('groupDescription')} value={description} onChange={setDescription} />
      </div>
      <div className={styles.actions}>
        <Button isDisabled={busy || name.trim().length < 2} onPress={() => void add()}>
          {t('addGroup')}
        </Button>
      </div>
    </section>
  );
}
