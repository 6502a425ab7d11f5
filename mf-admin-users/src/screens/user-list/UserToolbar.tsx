/** Search (after a short pause), type / company / group filters, grid type, add, act as. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { UserType } from '@armatura/shared-libs/contracts';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { navigate } from '@armatura/shared-libs/routing';
import { Button, SearchField } from '@armatura/shared-libs/ui';
import { ChoiceSelect, idOf, keyOf, NONE } from '../../features/fields/ChoiceSelect';
import { useUsersT } from '../../features/texts/users-texts';
import { $gridType, setGridType } from '../../features/user-list/grid-type';
import {
  $companyChoices,
  $groupChoices,
  $userQuery,
  changeUserQuery,
} from '../../features/user-list/user-list-store';
import { USER_LIST_PATH } from '../../features/user-form/user-form-store';
import { ImpersonationDialog } from './ImpersonationDialog';
import * as styles from '../admin.module.css';

const SEARCH_DELAY_MS = 400;
const TYPES: UserType[] = ['B2B', 'B2C', 'STAFF'];

export function UserToolbar() {
  const t = useUsersT();
  const query = useStore($userQuery);
  const companies = useStore($companyChoices);
  const groups = useStore($groupChoices);
  const gridType = useStore($gridType);
  const mayImpersonate = useIsGranted('Pages.Administration.Users.Impersonation');
  const [text, setText] = useState(query.filter);

  useEffect(() => {
    if (text === $userQuery.get().filter) return;
    const timer = setTimeout(() => void changeUserQuery({ filter: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('usersSearch')}
          description={t('usersSearchHint')}
          value={text}
          onChange={setText}
          onSubmit={(value) => void changeUserQuery({ filter: value })}
        />
        <ChoiceSelect
          label={t('filterType')}
          value={query.type ?? NONE}
          choices={[
            { id: NONE, name: t('typeAll') },
            ...TYPES.map((type) => ({ id: type, name: t(`type${type}`) })),
          ]}
          onChange={(id) => void changeUserQuery({ type: TYPES.find((x) => x === id) ?? null })}
        />
        <ChoiceSelect
          label={t('filterCompany')}
          value={keyOf(query.organizationUnitId)}
          choices={[
            { id: NONE, name: t('companyAll') },
            ...companies.map((c) => ({ id: String(c.id), name: c.displayName })),
          ]}
          onChange={(id) => void changeUserQuery({ organizationUnitId: idOf(id) })}
        />
        <ChoiceSelect
          label={t('filterGroup')}
          value={keyOf(query.organizationGroupId)}
          isDisabled={!query.organizationUnitId}
          choices={[
            { id: NONE, name: t('groupAll') },
            ...groups.map((g) => ({ id: String(g.id), name: g.name })),
          ]}
          onChange={(id) => void changeUserQuery({ organizationGroupId: idOf(id) })}
        />
        <ChoiceSelect
          label={t('gridType')}
          value={gridType}
          choices={[
            { id: 'table', name: t('gridTable') },
            { id: 'cards', name: t('gridCards') },
          ]}
          onChange={setGridType}
        />
      </div>
      <div className={styles.actions}>
        <Button onPress={() => navigate(`${USER_LIST_PATH}/dodaj`)}>{t('addUser')}</Button>
        {mayImpersonate && <ImpersonationDialog />}
      </div>
    </div>
  );
}
