// Step 2: how the goods travel (courier, parcel locker, pickup in a salon), where to, and who buys.
import { useStore } from '@nanostores/react';
import { Button, Select, SelectItem, Spinner, ErrorState } from '@armatura/shared-libs/ui';
import { formatPrice } from '@armatura/shared-libs/format';
import { navigate } from '@armatura/shared-libs/routing';
import {
  $checkoutErrors,
  $checkoutForm,
  $checkoutOptions,
  applyRecentAddress,
  checkDeliveryStep,
  chooseDelivery,
  loadCheckoutOptions,
  updateForm,
} from '../../features/checkout/checkout-store';
import { T } from '../../features/texts';
import { AddressFields, BuyerFields } from './Fields';
import * as s from '../screens.module.css';

export function DeliveryStep() {
  const options = useStore($checkoutOptions);
  const form = useStore($checkoutForm);
  const errors = useStore($checkoutErrors);
  if (options.status === 'error')
    return <ErrorState message={options.error} onRetry={() => void loadCheckoutOptions()} />;
  if (options.status !== 'ready') return <Spinner aria-label={T.loadingDeliveries} />;
  const delivery = options.deliveries.find((d) => d.id === form.deliveryMethodId);
  return (
    <>
      <section className={s.card}>
        <h2 id="arm-chk-delivery">{T.delivery}</h2>
        <fieldset className={s.choices} aria-labelledby="arm-chk-delivery">
          {options.deliveries.map((d) => (
            <label key={d.id} className={s.choice}>
              <input
                type="radio"
                name="delivery"
                value={d.id}
                checked={d.id === form.deliveryMethodId}
                onChange={() => chooseDelivery(d.id)}
              />
              <span>{d.name}</span>
              <strong>{d.priceGross ? formatPrice(d.priceGross) : T.free}</strong>
              {d.description && <small>{d.description}</small>}
            </label>
          ))}
        </fieldset>
        {errors.deliveryMethodId && <p className={s.fieldError}>{errors.deliveryMethodId}</p>}
        {delivery?.requiresPointOfSale && (
          <Select
            label={T.pointOfSale}
            items={options.points}
            selectedKey={form.pointOfSaleId}
            onSelectionChange={(k) => updateForm({ pointOfSaleId: Number(k) })}
            isInvalid={!!errors.pointOfSaleId}
            errorMessage={errors.pointOfSaleId}
            placeholder={T.choosePointOfSale}
          >
            {(p) => (
              <SelectItem id={p.id} textValue={`${p.name}, ${p.city}`}>
                {p.name} — {p.street}, {p.postalCode} {p.city}
              </SelectItem>
            )}
          </Select>
        )}
      </section>
      {delivery?.requiresAddress && (
        <section className={s.card}>
          <h2>{T.address}</h2>
          {options.recent.length > 0 && (
            <fieldset className={s.choices}>
              <legend className={s.muted}>{T.recentAddresses}</legend>
              {options.recent.map((r) => (
                <label key={`${r.address.street}|${r.address.postalCode}`} className={s.choice}>
                  <input
                    type="radio"
                    name="recent"
                    checked={
                      r.address.street === form.address.street &&
                      r.address.postalCode === form.address.postalCode
                    }
                    onChange={() => applyRecentAddress(r)}
                  />
                  <span>
                    {r.address.street}, {r.address.postalCode} {r.address.city}
                  </span>
                  <span className={s.muted}>
                    {r.buyer.firstName} {r.buyer.lastName}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <AddressFields />
        </section>
      )}
      <section className={s.card}>
        <h2>{T.buyer}</h2>
        <BuyerFields />
      </section>
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => navigate('/koszyk')}>
          {T.back}
        </Button>
        <Button
          onPress={() => {
            if (checkDeliveryStep()) navigate('/koszyk/platnosc');
          }}
        >
          {T.next}: {T.step('platnosc')}
        </Button>
      </div>
    </>
  );
}
