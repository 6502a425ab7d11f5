/** The company's addresses (saved as a whole list with the company); one may be the default. */
import { useStore } from '@nanostores/react';
import { Button, Checkbox, TextField } from '@armatura/shared-libs/ui';
import type { AddressForm } from '../../features/companies/company-form';
import {
  $companyErrors,
  $companyForm,
  addAddress,
  removeAddress,
  setAddress,
} from '../../features/companies/company-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import * as styles from '../admin.module.css';

type Field = 'label' | 'street' | 'postalCode' | 'city';

export function AddressesEditor() {
  const t = useUsersT();
  const { addresses } = useStore($companyForm);
  const errors = useStore($companyErrors);
  const field = (i: number, name: Field, label: string, a: AddressForm) => {
    const error = errors[`addresses[${i}].${name}`];
    return (
      <TextField
        label={label}
        value={a[name]}
        onChange={(v) => setAddress(i, { [name]: v })}
        isRequired={name !== 'label'}
        isInvalid={Boolean(error)}
        errorMessage={error}
        validationBehavior="aria"
      />
    );
  };
  return (
    <fieldset className={styles.section}>
      <legend>{t('secAddresses')}</legend>
      {errors.addresses && (
        <p className={styles.error} role="alert">
          {errors.addresses}
        </p>
      )}
      {addresses.map((a, i) => (
        <div
          key={i}
          className={styles.address}
          role="group"
          aria-label={t('addressN', { index: i + 1 })}
        >
          {field(i, 'label', t('fAddressLabel'), a)}
          {field(i, 'street', t('fStreet'), a)}
          {field(i, 'postalCode', t('fPostalCode'), a)}
          {field(i, 'city', t('fCity'), a)}
          <Checkbox isSelected={a.isDefault} onChange={(on) => setAddress(i, { isDefault: on })}>
            {t('fDefaultAddress')}
          </Checkbox>
          <Button size="small" variant="secondary" onPress={() => removeAddress(i)}>
            {t('removeAddress', { index: i + 1 })}
          </Button>
        </div>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={addAddress}>
          {t('addAddress')}
        </Button>
      </div>
    </fieldset>
  );
}
