/** Name, NIP, REGON, contractor (searched in the ERP's list), e-mail and phone of a company. */
import { useStore } from '@nanostores/react';
import { ComboBox, ComboBoxItem, TextField } from '@armatura/shared-libs/ui';
import {
  $companyErrors,
  $companyForm,
  $contractorChoices,
  searchContractors,
  setCompanyField,
} from '../../features/companies/company-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import * as styles from '../admin.module.css';

type TextKey = 'displayName' | 'nip' | 'regon' | 'email' | 'phone';

function CompanyText({
  field,
  label,
  isRequired,
  type,
}: {
  field: TextKey;
  label: string;
  isRequired?: boolean;
  type?: 'email' | 'tel';
}) {
  const value = useStore($companyForm)[field];
  const error = useStore($companyErrors)[field];
  return (
    <TextField
      label={label}
      name={field}
      type={type}
      value={value}
      onChange={(v) => setCompanyField(field, v)}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

function ContractorPicker() {
  const t = useUsersT();
  const form = useStore($companyForm);
  const choices = useStore($contractorChoices);
  const error = useStore($companyErrors).contractorId;
  return (
    <ComboBox
      label={t('fContractor')}
      description={t('fContractorHint')}
      items={choices}
      selectedKey={form.contractorId}
      onSelectionChange={(key) =>
        setCompanyField('contractorId', key === null ? null : Number(key))
      }
      onInputChange={(text) => void searchContractors(text)}
      isInvalid={Boolean(error)}
      errorMessage={error}
      allowsEmptyCollection
      menuTrigger="focus"
    >
      {(c: { id: number; code: string; name: string }) => (
        <ComboBoxItem id={c.id} textValue={`${c.code} ${c.name}`}>
          {c.code} {c.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

export function CompanyFields() {
  const t = useUsersT();
  return (
    <fieldset className={styles.section}>
      <legend>{t('secCompany')}</legend>
      <div className={styles.grid}>
        <CompanyText field="displayName" label={t('fCompanyName')} isRequired />
        <CompanyText field="nip" label={t('fNip')} isRequired />
        <CompanyText field="regon" label={t('fRegon')} />
        <ContractorPicker />
        <CompanyText field="email" label={t('fCompanyEmail')} type="email" />
        <CompanyText field="phone" label={t('fCompanyPhone')} type="tel" />
      </div>
    </fieldset>
  );
}
