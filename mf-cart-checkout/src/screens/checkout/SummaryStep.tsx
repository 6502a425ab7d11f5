// Step 4: everything once more, the money as the server computes it (net, VAT per rate, gross),
// a warning when the order will need acceptance, and the button that places (or saves) the order.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Button, Spinner, TextField } from '@armatura/shared-libs/ui';
import { formatPrice, formatQuantity } from '@armatura/shared-libs/format';
import { navigate } from '@armatura/shared-libs/routing';
import {
  $checkoutForm,
  $checkoutOptions,
  updateForm,
} from '../../features/checkout/checkout-store';
import { $placing, $summary, loadSummary, placeOrder } from '../../features/checkout/place-store';
import { $cart } from '../../features/cart/cart-store';
import { CartTotals } from '../../features/cart/CartTotals';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export function SummaryStep() {
  const form = useStore($checkoutForm);
  const { deliveries, points } = useStore($checkoutOptions);
  const summary = useStore($summary);
  const placing = useStore($placing);
  const editing = useStore($cart).editingOrder;
  useEffect(() => {
    void loadSummary();
  }, [form.deliveryMethodId]);
  const delivery = deliveries.find((d) => d.id === form.deliveryMethodId);
  const payment = delivery?.payments.find((p) => p.id === form.paymentMethodId);
  if (!delivery || !payment)
    return (
      <p className={s.warning}>
        {T.chooseDelivery}{' '}
        <Button variant="quiet" onPress={() => navigate('/koszyk/dostawa')}>
          {T.step('dostawa')}
        </Button>
      </p>
    );
  if (!summary.data)
    return summary.error ? (
      <p className={s.error} role="alert">
        {summary.error}
      </p>
    ) : (
      <Spinner aria-label={T.loadingSummary} />
    );
  const point = points.find((p) => p.id === form.pointOfSaleId);
  const a = summary.acceptance;
  return (
    <>
      <table className={s.lines} data-testid="summary-lines">
        <thead>
          <tr>
            <th>{T.product}</th>
            <th className={s.num}>{T.quantity}</th>
            <th className={s.num}>{T.priceNet}</th>
            <th className={s.num}>{T.vat}</th>
            <th className={s.num}>{T.valueNet}</th>
          </tr>
        </thead>
        <tbody>
          {summary.data.items.map((i) => (
            <tr key={i.id}>
              <td>
                {i.name}
                {!i.isAvailable && <div className={s.fieldError}>{T.unavailable}</div>}
              </td>
              <td className={s.num}>{formatQuantity(i.qty, i.unit)}</td>
              <td className={s.num}>{formatPrice(i.priceNet)}</td>
              <td className={s.num}>{i.vatRate}%</td>
              <td className={s.num}>{formatPrice(i.netValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={s.columns}>
        <dl className={s.dl}>
          <dt>{T.delivery}</dt>
          <dd>{delivery.name}</dd>
          {point && (
            <>
              <dt>{T.pointOfSale}</dt>
              <dd>
                {point.name}, {point.street}, {point.postalCode} {point.city}
              </dd>
            </>
          )}
          {delivery.requiresAddress && (
            <>
              <dt>{T.address}</dt>
              <dd>
                {form.address.street}, {form.address.postalCode} {form.address.city}
              </dd>
            </>
          )}
          <dt>{T.orderedBy}</dt>
          <dd>
            {form.buyer.firstName} {form.buyer.lastName}
            {form.buyer.isCompany ? `, ${form.buyer.companyName}, NIP ${form.buyer.nip}` : ''}
            <br />
            {form.buyer.email}, {form.buyer.phone}
          </dd>
          <dt>{T.payment}</dt>
          <dd>{payment.name}</dd>
        </dl>
        <CartTotals totals={summary.data.totals} delivery={summary.data.delivery} />
      </div>
      {a?.requiresAcceptance && (
        <p className={s.warning} role="status">
          {T.limitWarning(formatPrice(a.remaining ?? 0))}
        </p>
      )}
      <TextField
        label={T.comment}
        multiline
        rows={3}
        value={form.comment}
        onChange={(v) => updateForm({ comment: v })}
        maxLength={1000}
      />
      {placing.error && (
        <p className={s.error} role="alert">
          {placing.error}
        </p>
      )}
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => navigate('/koszyk/platnosc')}>
          {T.back}
        </Button>
        <Button
          onPress={() => void placeOrder()}
          isDisabled={
            placing.status === 'placing' || summary.data.items.some((i) => !i.isAvailable)
          }
        >
          {placing.status === 'placing' ? T.placing : editing ? T.saveChanges : T.placeOrder}
        </Button>
      </div>
    </>
  );
}
