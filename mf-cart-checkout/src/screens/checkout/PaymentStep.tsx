// Step 3: the payments the chosen delivery allows (the commerce domain decides which).
import { useStore } from '@nanostores/react';
import { Button } from '@armatura/shared-libs/ui';
import { navigate } from '@armatura/shared-libs/routing';
import {
  $checkoutErrors,
  $checkoutForm,
  $checkoutOptions,
  checkPaymentStep,
  updateForm,
} from '../../features/checkout/checkout-store';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export function PaymentStep() {
  const form = useStore($checkoutForm);
  const { deliveries } = useStore($checkoutOptions);
  const errors = useStore($checkoutErrors);
  const delivery = deliveries.find((d) => d.id === form.deliveryMethodId);
  if (!delivery)
    return (
      <p className={s.warning}>
        {T.chooseDelivery}{' '}
        <Button variant="quiet" onPress={() => navigate('/koszyk/dostawa')}>
          {T.step('dostawa')}
        </Button>
      </p>
    );
  return (
    <>
      <section className={s.card}>
        <h2 id="arm-chk-payment">{T.payment}</h2>
        <p className={s.muted}>{delivery.name}</p>
        <fieldset className={s.choices} aria-labelledby="arm-chk-payment">
          {delivery.payments.map((p) => (
            <label key={p.id} className={s.choice}>
              <input
                type="radio"
                name="payment"
                value={p.id}
                checked={p.id === form.paymentMethodId}
                onChange={() => updateForm({ paymentMethodId: p.id })}
              />
              <span>{p.name}</span>
              <span />
              {p.description && <small>{p.description}</small>}
            </label>
          ))}
        </fieldset>
        {errors.paymentMethodId && <p className={s.fieldError}>{errors.paymentMethodId}</p>}
      </section>
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => navigate('/koszyk/dostawa')}>
          {T.back}
        </Button>
        <Button
          onPress={() => {
            if (checkPaymentStep()) navigate('/koszyk/podsumowanie');
          }}
        >
          {T.next}: {T.step('podsumowanie')}
        </Button>
      </div>
    </>
  );
}
