// Screens 'checkout.accept' and 'checkout.reject' (/zamowienia/akceptacja|odrzuc?token=…): the
// approver's e-mailed link. The token alone identifies the approver; no sign-in needed.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button, ErrorState, Spinner, TextField } from '@armatura/shared-libs/ui';
import { useRoute } from '@armatura/shared-libs/routing';
import {
  $orderPage,
  acceptOrder,
  loadOrderPage,
  rejectOrder,
} from '../../features/orders/order-store';
import type { CheckoutOrder } from '@armatura/shared-libs/contracts';
import { T } from '../../features/texts';
import { OrderDetails } from '../confirmation/OrderDetails';
import * as s from '../screens.module.css';

/** 'czeka na decyzję' only while it does (issue 14.8); afterwards what was decided. */
export function decisionHeading(
  order: Pick<CheckoutOrder, 'number' | 'status' | 'statusName' | 'acceptedByUserId'>,
): string {
  if (order.status === 'AWAITING_ACCEPTANCE') return T.decisionTitle(order.number);
  if (order.status === 'REJECTED') return T.decisionTitleRejected(order.number);
  if (order.acceptedByUserId !== null) return T.decisionTitleAccepted(order.number);
  return T.decisionTitleClosed(order.number, order.statusName);
}

export function DecisionScreen({ mode }: { mode: 'accept' | 'reject' }) {
  const route = useRoute();
  const token = route?.search.token;
  const orderId = Number(route?.search.orderId) || undefined;
  const page = useStore($orderPage);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (token || orderId) void loadOrderPage(orderId, token);
  }, [token, orderId]);

  if (!token && !orderId)
    return (
      <div className={s.page}>
        <ErrorState title={T.loadFailed} message={T.decisionMissing} headingLevel={1} />
      </div>
    );
  if (page.status === 'error')
    return (
      <div className={s.page}>
        <ErrorState title={T.loadFailed} message={page.error} headingLevel={1} />
      </div>
    );
  if (!page.data)
    return (
      <div className={s.page}>
        <Spinner aria-label={T.loadingOrder} />
      </div>
    );
  const { order, can } = page.data;
  return (
    <div className={s.page} data-testid="decision">
      <h1 className={s.title}>{decisionHeading(order)}</h1>
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
      {mode === 'accept' && can.accept && (
        <div className={s.actions}>
          <span />
          <Button onPress={() => void acceptOrder(T.accepted)} isDisabled={page.busy}>
            {T.accept}
          </Button>
        </div>
      )}
      {mode === 'reject' && can.reject && (
        <section className={s.card}>
          <TextField
            label={T.rejectReason}
            multiline
            rows={3}
            value={reason}
            onChange={setReason}
            maxLength={1000}
          />
          <div className={s.actions}>
            <span />
            <Button
              variant="danger"
              onPress={() => void rejectOrder(reason, T.rejected)}
              isDisabled={page.busy}
            >
              {T.reject}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

export const AcceptScreen = () => <DecisionScreen mode="accept" />;
export const RejectScreen = () => <DecisionScreen mode="reject" />;
