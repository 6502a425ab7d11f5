// Screen 'checkout.confirmation' (/zamowienia/potwierdzenie?orderId=…[&token=…]): the placed order,
// what happens next (acceptance, transfer details, online payment) and what the buyer may still do.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Button, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { formatPrice } from '@armatura/shared-libs/format';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import {
  $orderPage,
  cancelOrder,
  editOrder,
  loadOrderPage,
  offerToCart,
  payOrder,
} from '../../features/orders/order-store';
import { T } from '../../features/texts';
import { OrderDetails } from './OrderDetails';
import * as s from '../screens.module.css';

export function ConfirmationScreen() {
  const search = useRoute()?.search ?? {};
  const page = useStore($orderPage);
  const orderId = Number(search.orderId) || undefined;
  useEffect(() => {
    void loadOrderPage(orderId, search.token);
  }, [orderId, search.token]);

  if (page.status === 'error')
    return (
      <div className={s.page}>
        <ErrorState
          title={T.loadFailed}
          message={page.error}
          headingLevel={1}
          onRetry={() => void loadOrderPage(orderId, search.token)}
        />
      </div>
    );
  if (!page.data)
    return (
      <div className={s.page}>
        <Spinner aria-label={T.loadingOrder} />
      </div>
    );
  const { order, transfer, can } = page.data;
  return (
    <div className={s.page} data-testid="confirmation">
      <h1 className={s.title}>
        {order.kind === 'OFFER' ? T.offerTitle(order.number) : T.orderPlaced}
      </h1>
      {search.platnosc === 'ok' && order.paymentStatus !== 'PAID' && (
        <p className={s.success} role="status">
          {T.paymentOk}
        </p>
      )}
      {search.platnosc === 'blad' && (
        <p className={s.error} role="alert">
          {T.paymentFailed}
        </p>
      )}
      {order.status === 'AWAITING_ACCEPTANCE' && (
        <p className={s.warning} role="status">
          {T.awaitingInfo}
          {order.payment?.provider === 'transfer' && ` ${T.transferAfterAcceptance}`}
        </p>
      )}
      {page.done && (
        <p className={s.success} role="status">
          {page.done}
        </p>
      )}
      {page.actionError && (
        <p className={s.error} role="alert">
          {page.actionError}
        </p>
      )}
      <OrderDetails order={order} />
      {transfer &&
        order.paymentStatus !== 'PAID' &&
        order.status !== 'CANCELLED' &&
        order.status !== 'REJECTED' && (
          <section className={s.card} data-testid="transfer">
            <h2>{T.transferTitle}</h2>
            <dl className={s.dl}>
              <dt>{T.recipient}</dt>
              <dd>{transfer.recipient}</dd>
              <dt>{T.account}</dt>
              <dd>{transfer.bankAccount}</dd>
              <dt>{T.transferFor}</dt>
              <dd>{transfer.title}</dd>
              <dt>{T.amount}</dt>
              <dd>{formatPrice(transfer.amount, transfer.currency)}</dd>
            </dl>
          </section>
        )}
      <div className={s.actions}>
        <Link href="/strona-glowna">{T.backToShop}</Link>
        <div className={s.actions}>
          {can.cancel && (
            <Button
              variant="danger"
              onPress={() => void cancelOrder(T.cancelled)}
              isDisabled={page.busy}
            >
              {T.cancelOrder}
            </Button>
          )}
          {can.toCart && (
            <Button onPress={() => void offerToCart()} isDisabled={page.busy}>
              {T.offerToCart}
            </Button>
          )}
          {can.edit && (
            <Button variant="secondary" onPress={() => void editOrder()} isDisabled={page.busy}>
              {T.editOrder}
            </Button>
          )}
          {can.pay && order.payment?.provider === 'tpay' && (
            <Button onPress={() => void payOrder()} isDisabled={page.busy}>
              {T.payOnline}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
