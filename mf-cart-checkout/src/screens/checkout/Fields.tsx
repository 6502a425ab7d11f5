// Buyer and address fields of the delivery step, bound to the checkout store; errors come from the
// browser checks or from the server (same field names).
import { useStore } from '@nanostores/react';
import { Checkbox, TextField } from '@armatura/shared-libs/ui';
import {
  $checkoutErrors,
  $checkoutForm,
  updateAddress,
  updateBuyer,
} from '../../features/checkout/checkout-store';
import { T } from '../../features/texts';
import type { AddressForm, BuyerForm } from '../../features/checkout/validation';
import * as s from '../screens.module.css';

function Field({
  name,
  label,
  value,
  onChange,
  type,
  autoComplete,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  const error = useStore($checkoutErrors)[name];
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      type={type}
      autoComplete={autoComplete}
      name={name}
      isInvalid={!!error}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export function BuyerFields() {
  const b = useStore($checkoutForm).buyer;
  const set = (k: keyof BuyerForm) => (v: string) => updateBuyer({ [k]: v });
  return (
    <div className={s.grid2}>
      <Field
        name="buyer.firstName"
        label={T.firstName}
        value={b.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
      />
      <Field
        name="buyer.lastName"
        label={T.lastName}
        value={b.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
      />
      <Field
        name="buyer.email"
        label={T.email}
        value={b.email}
        onChange={set('email')}
        type="email"
        autoComplete="email"
      />
      <Field
        name="buyer.phone"
        label={T.phone}
        value={b.phone}
        onChange={set('phone')}
        type="tel"
        autoComplete="tel"
      />
      <Checkbox isSelected={b.isCompany} onChange={(v) => updateBuyer({ isCompany: v })}>
        {T.isCompany}
      </Checkbox>
      {b.isCompany && (
        <>
          <Field
            name="buyer.companyName"
            label={T.companyName}
            value={b.companyName}
            onChange={set('companyName')}
            autoComplete="organization"
          />
          <Field name="buyer.nip" label={T.nip} value={b.nip} onChange={set('nip')} />
        </>
      )}
    </div>
  );
}

export function AddressFields() {
  const a = useStore($checkoutForm).address;
  const set = (k: keyof AddressForm) => (v: string) => updateAddress({ [k]: v });
  return (
    <div className={s.grid2}>
      <Field
        name="address.street"
        label={T.street}
        value={a.street}
        onChange={set('street')}
        autoComplete="street-address"
      />
      <Field
        name="address.postalCode"
        label={T.postalCode}
        value={a.postalCode}
        onChange={set('postalCode')}
        autoComplete="postal-code"
      />
      <Field
        name="address.city"
        label={T.city}
        value={a.city}
        onChange={set('city')}
        autoComplete="address-level2"
      />
    </div>
  );
}
