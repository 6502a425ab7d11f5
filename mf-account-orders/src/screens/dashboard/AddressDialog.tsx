// Add or edit a delivery address. The form is checked with the API's contract before sending
// (features/addresses/address-form.ts); the server's refusal comes back beside the fields.
import { useState } from 'react';
import type { AccountAddress } from '@armatura/shared-libs/contracts';
import { Checkbox, TextField } from '@armatura/shared-libs/ui';
import {
  emptyAddressForm,
  formOf,
  type AddressErrors,
  type AddressField,
  type AddressForm,
} from '../../features/addresses/address-form';
import { saveAddress } from '../../features/addresses/addresses-store';
import { useAccountT, type AccountTextKey } from '../../features/texts/account-texts';
import { FormDialog } from './FormDialog';
import * as s from './dashboard.module.css';

const TEXT_FIELDS: Array<[AddressField, AccountTextKey, string, boolean]> = [
  ['label', 'addressLabel', 'off', false],
  ['firstName', 'firstName', 'given-name', true],
  ['lastName', 'lastName', 'family-name', true],
  ['street', 'street', 'street-address', true],
  ['postalCode', 'postalCode', 'postal-code', true],
  ['city', 'city', 'address-level2', true],
  ['email', 'email', 'email', false],
  ['phone', 'phone', 'tel', false],
];

export function AddressDialog({ address }: { address?: AccountAddress }) {
  const t = useAccountT();
  const start = () => (address ? formOf(address) : emptyAddressForm());
  const [form, setForm] = useState<AddressForm>(start);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends AddressField>(name: K, value: AddressForm[K]) =>
    setForm({ ...form, [name]: value });
  const text = ([name, label, autoComplete, required]: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      label={t(label)}
      autoComplete={autoComplete}
      value={form[name] as string}
      onChange={(value) => set(name, value)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      isRequired={required}
      placeholder={name === 'postalCode' ? '00-000' : undefined}
    />
  );
  const name = address ? address.label || address.street : '';
  return (
    <FormDialog
      trigger={address ? t('edit') : t('addAddress')}
      triggerLabel={address ? `${t('editAddress')}: ${name}` : undefined}
      triggerVariant={address ? 'secondary' : 'primary'}
      title={address ? t('editAddress') : t('addAddress')}
      message={message}
      onOpen={() => {
        setForm(start());
        setErrors({});
        setMessage(null);
      }}
      onSubmit={async () => {
        const outcome = await saveAddress(address?.id ?? null, form);
        if (outcome.ok) return true;
        setErrors(outcome.errors);
        setMessage(outcome.message);
        return false;
      }}
    >
      <div className={s.formGrid}>{TEXT_FIELDS.map(text)}</div>
      <Checkbox isSelected={form.isCompany} onChange={(value) => set('isCompany', value)}>
        {t('isCompany')}
      </Checkbox>
      {form.isCompany && (
        <div className={s.formGrid}>
          {text(['companyName', 'companyName', 'organization', true])}
          {text(['nip', 'nip', 'off', true])}
        </div>
      )}
      <Checkbox isSelected={form.isDefault} onChange={(value) => set('isDefault', value)}>
        {t('isDefault')}
      </Checkbox>
    </FormDialog>
  );
}
