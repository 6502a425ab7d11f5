// Add or edit a delivery method: name, code, description, net price and VAT rate, what it needs
// (address, point of sale), active, and the payments it allows. Checked with the API's contract
// before sending (features/delivery/delivery-form.ts); the server's refusal comes back beside the fields.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { VAT_RATES, type DeliveryMethod } from '@armatura/shared-libs/contracts';
import { Checkbox, Select, SelectItem, TextField } from '@armatura/shared-libs/ui';
import {
  deliveryFormOf,
  emptyDeliveryForm,
  type DeliveryErrors,
  type DeliveryField,
  type DeliveryForm,
} from '../../features/delivery/delivery-form';
import { $paymentOptions, saveDelivery } from '../../features/delivery/delivery-store';
import { useDeliveryT } from '../../features/delivery/texts/texts';
import { Checklist } from '../../features/delivery/ui/Checklist';
import { FormDialog } from '../../features/delivery/ui/FormDialog';
import * as s from '../../features/delivery/ui/methods.module.css';

export function DeliveryDialog({ delivery }: { delivery?: DeliveryMethod }) {
  const t = useDeliveryT();
  const payments = useStore($paymentOptions) ?? [];
  const start = () => (delivery ? deliveryFormOf(delivery) : emptyDeliveryForm());
  const [form, setForm] = useState<DeliveryForm>(start);
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends DeliveryField>(name: K, value: DeliveryForm[K]) =>
    setForm((f) => ({ ...f, [name]: value }));
  const text = (name: 'name' | 'code' | 'priceNet', required = true, description?: string) => (
    <TextField
      label={t(name)}
      value={form[name]}
      onChange={(value) => set(name, value)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      isRequired={required}
      description={description}
      inputMode={name === 'priceNet' ? 'decimal' : undefined}
    />
  );
  return (
    <FormDialog
      trigger={delivery ? t('edit') : t('addDelivery')}
      triggerLabel={delivery ? `${t('edit')}: ${delivery.name}` : undefined}
      triggerVariant={delivery ? 'secondary' : 'primary'}
      title={delivery ? t('editDelivery') : t('addDelivery')}
      message={message}
      onOpen={() => {
        setForm(start());
        setErrors({});
        setMessage(null);
      }}
      onSubmit={async () => {
        const outcome = await saveDelivery(delivery?.id ?? null, form);
        if (outcome.ok) return true;
        setErrors(outcome.errors);
        setMessage(outcome.message);
        return false;
      }}
    >
      <div className={s.formGrid}>
        {text('name')}
        {text('code', true, t('codeHint'))}
        {text('priceNet')}
        <Select
          label={t('vatRate')}
          selectedKey={String(form.vatRate)}
          onSelectionChange={(key) => set('vatRate', Number(key))}
          isInvalid={Boolean(errors.vatRate)}
          errorMessage={errors.vatRate}
        >
          {VAT_RATES.map((rate) => (
            <SelectItem key={rate} id={String(rate)}>
              {t('vatOption', { rate })}
            </SelectItem>
          ))}
        </Select>
      </div>
      <TextField
        label={t('description')}
        value={form.description}
        onChange={(value) => set('description', value)}
        isInvalid={Boolean(errors.description)}
        errorMessage={errors.description}
      />
      <Checkbox
        isSelected={form.requiresAddress}
        onChange={(value) => set('requiresAddress', value)}
      >
        {t('requiresAddress')}
      </Checkbox>
      <Checkbox
        isSelected={form.requiresPointOfSale}
        onChange={(value) => set('requiresPointOfSale', value)}
      >
        {t('requiresPointOfSale')}
      </Checkbox>
      <Checkbox isSelected={form.isActive} onChange={(value) => set('isActive', value)}>
        {t('isActive')}
      </Checkbox>
      <Checklist
        legend={t('allowedPayments')}
        options={payments.map((p) => ({ id: p.id, label: p.name }))}
        selected={form.paymentMethodIds}
        onChange={(ids) => set('paymentMethodIds', ids)}
        error={errors.paymentMethodIds}
        hint={t('noPaymentsHint')}
      />
    </FormDialog>
  );
}
