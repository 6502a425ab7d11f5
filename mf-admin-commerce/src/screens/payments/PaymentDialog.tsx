// Add or edit a payment method: name, code, description, type (transfer, cash on delivery, Tpay),
// active, and the deliveries it is offered with (the same links a delivery's form edits).
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { PAYMENT_PROVIDERS, type PaymentAdmin } from '@armatura/shared-libs/contracts';
import { Checkbox, Select, SelectItem, TextField } from '@armatura/shared-libs/ui';
import {
  emptyPaymentForm,
  paymentFormOf,
  type PaymentErrors,
  type PaymentField,
  type PaymentForm,
} from '../../features/payments/payment-form';
import { $deliveryOptions, savePayment } from '../../features/payments/payments-store';
import { useDeliveryT } from '../../features/delivery/texts/texts';
import { Checklist } from '../../features/delivery/ui/Checklist';
import { FormDialog } from '../../features/delivery/ui/FormDialog';
import * as s from '../../features/delivery/ui/methods.module.css';
import { useProviderName } from './provider-names';

export function PaymentDialog({ payment }: { payment?: PaymentAdmin }) {
  const t = useDeliveryT();
  const providerName = useProviderName();
  const deliveries = useStore($deliveryOptions) ?? [];
  const start = () => (payment ? paymentFormOf(payment) : emptyPaymentForm());
  const [form, setForm] = useState<PaymentForm>(start);
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends PaymentField>(name: K, value: PaymentForm[K]) =>
    setForm((f) => ({ ...f, [name]: value }));
  return (
    <FormDialog
      trigger={payment ? t('edit') : t('addPayment')}
      triggerLabel={payment ? `${t('edit')}: ${payment.name}` : undefined}
      triggerVariant={payment ? 'secondary' : 'primary'}
      title={payment ? t('editPayment') : t('addPayment')}
      message={message}
      onOpen={() => {
        setForm(start());
        setErrors({});
        setMessage(null);
      }}
      onSubmit={async () => {
        const outcome = await savePayment(payment?.id ?? null, form);
        if (outcome.ok) return true;
        setErrors(outcome.errors);
        setMessage(outcome.message);
        return false;
      }}
    >
      <div className={s.formGrid}>
        <TextField
          label={t('name')}
          value={form.name}
          onChange={(value) => set('name', value)}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
          isRequired
        />
        <TextField
          label={t('code')}
          description={t('codeHint')}
          value={form.code}
          onChange={(value) => set('code', value)}
          isInvalid={Boolean(errors.code)}
          errorMessage={errors.code}
          isRequired
        />
        <Select
          label={t('provider')}
          selectedKey={form.provider}
          onSelectionChange={(key) => {
            const provider = PAYMENT_PROVIDERS.find((p) => p === key);
            if (provider) set('provider', provider);
          }}
          isInvalid={Boolean(errors.provider)}
          errorMessage={errors.provider}
        >
          {PAYMENT_PROVIDERS.map((p) => (
            <SelectItem key={p} id={p}>
              {providerName(p)}
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
      <Checkbox isSelected={form.isActive} onChange={(value) => set('isActive', value)}>
        {t('isActive')}
      </Checkbox>
      <Checklist
        legend={t('allowedDeliveries')}
        options={deliveries.map((d) => ({ id: d.id, label: d.name }))}
        selected={form.deliveryMethodIds}
        onChange={(ids) => set('deliveryMethodIds', ids)}
        error={errors.deliveryMethodIds}
      />
    </FormDialog>
  );
}
