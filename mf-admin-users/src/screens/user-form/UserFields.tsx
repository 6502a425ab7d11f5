/** The user's own fields: account, company and prices, roles, and the first password (add only). */
import { useStore } from '@nanostores/react';
import type { UserType } from '@armatura/shared-libs/contracts';
import { Checkbox } from '@armatura/shared-libs/ui';
import { ChoiceSelect, idOf, keyOf, NONE } from '../../features/fields/ChoiceSelect';
import { useUsersT } from '../../features/texts/users-texts';
import { roleLabel } from '../../features/texts/role-names';
import {
  $companyOptions,
  $groupOptions,
  $roleChoices,
  $userForm,
  chooseCompany,
  setUserField,
  toggleRole,
} from '../../features/user-form/user-form-store';
import { UserFlag, UserText } from './bound-fields';
import * as styles from '../admin.module.css';

const TYPES: UserType[] = ['B2B', 'B2C', 'STAFF'];

export function UserFields({ isEdit }: { isEdit: boolean }) {
  const t = useUsersT();
  const form = useStore($userForm);
  const companies = useStore($companyOptions);
  const groups = useStore($groupOptions);
  const roles = useStore($roleChoices);
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{t('secAccount')}</legend>
        <div className={styles.grid}>
          <UserText field="userName" label={t('fUserName')} isRequired autoComplete="off" />
          <UserText field="name" label={t('fName')} isRequired />
          <UserText field="surname" label={t('fSurname')} isRequired />
          <UserText field="emailAddress" label={t('fEmail')} type="email" isRequired />
          <UserText field="phone" label={t('fPhone')} type="tel" />
          <ChoiceSelect
            label={t('fType')}
            value={form.type}
            choices={TYPES.map((type) => ({ id: type, name: t(`type${type}`) }))}
            onChange={(id) => setUserField('type', TYPES.find((x) => x === id) ?? form.type)}
          />
        </div>
        <UserFlag field="isActive" label={t('fActive')} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('secOrganization')}</legend>
        <div className={styles.grid}>
          <ChoiceSelect
            label={t('fCompany')}
            value={keyOf(form.organizationUnitId)}
            choices={[
              { id: NONE, name: t('none') },
              ...companies.map((c) => ({ id: String(c.id), name: c.displayName })),
            ]}
            onChange={(id) => void chooseCompany(idOf(id))}
          />
          <ChoiceSelect
            label={t('fGroup')}
            value={keyOf(form.organizationGroupId)}
            isDisabled={!form.organizationUnitId}
            choices={[
              { id: NONE, name: t('none') },
              ...groups.map((g) => ({ id: String(g.id), name: g.name })),
            ]}
            onChange={(id) => setUserField('organizationGroupId', idOf(id))}
          />
          <UserText field="contractorId" label={t('fContractorId')} />
          <UserText field="priceList" label={t('fPriceList')} />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('rolesLegend')}</legend>
        {roles.length === 0 && <p className={styles.muted}>{t('noRoles')}</p>}
        <div className={styles.grid}>
          {roles.map((role) => (
            <Checkbox
              key={role.id}
              isSelected={form.roleNames.includes(role.name)}
              onChange={(on) => toggleRole(role.name, on)}
            >
              {roleLabel(role)}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      {!isEdit && (
        <fieldset className={styles.section}>
          <legend>{t('secPassword')}</legend>
          <div className={styles.grid}>
            <UserText
              field="password"
              label={t('fPassword')}
              type="password"
              description={t('fPasswordHint')}
              autoComplete="new-password"
            />
          </div>
          <UserFlag field="shouldChangePasswordOnNextLogin" label={t('fMustChange')} />
        </fieldset>
      )}
    </>
  );
}
