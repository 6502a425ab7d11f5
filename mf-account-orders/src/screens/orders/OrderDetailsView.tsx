// One order (`?zamowienie=ID`): head, actions (PDF, edit, repeat), lines with their own paging,
// VAT per rate and totals, and the change history.
import { useStore } from '@nanostores/react';
import { ORDER_EDITABLE_STATUSES } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { Link } from '@armatura/shared-libs/routing';
import { Button } from '@armatura/shared-libs/ui';
import { $downloading } from '../../features/files/pdf-download';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import {
  $orderAction,
  downloadOrderPdf,
  editOrder,
  orderDetails,
  repeatOrder,
} from '../../features/orders/order-details-store';
import { $ordersQuery, ordersHref } from '../../features/orders/orders-store';
import { useAccountT } from '../../features/texts/account-texts';
import { orderStatusLabel } from '../../features/texts/status-labels';
import { OrderHead } from './OrderHead';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderLines } from './OrderLines';
import * as s from '../../features/layout/lists.module.css';

export function OrderDetailsView({ orderId, isStaff }: { orderId: number; isStaff: boolean }) {
  const t = useAccountT();
  const query = useStore($ordersQuery);
  const state = useStore(orderDetails.$state);
  const action = useStore($orderAction);
  const downloading = useStore($downloading);
  const mayUseCart = useIsGranted('Pages.ShoppingCart');
  const order = state.key === orderId ? state.data : null;
  const backLink = (
    <Link href={ordersHref(query, null)} className={s.back}>
      ← {t('backToList')}
    </Link>
  );
  if (!order)
    return (
      <section className={s.screen} aria-labelledby="order-title" data-testid="order-details">
        {backLink}
        <h1 id="order-title">{t('ordersTitle')}</h1>
        <ResourceStatus state={state} onRetry={() => void orderDetails.reload()} />
      </section>
    );

  const canEdit =
    mayUseCart && !isStaff && order.canEdit && ORDER_EDITABLE_STATUSES.includes(order.status);
  const pdfBusy = downloading === `order:${order.id}`;
  return (
    <section className={s.screen} aria-labelledby="order-title" data-testid="order-details">
      {backLink}
      <h1 id="order-title">{t('orderTitle', { number: order.number })}</h1>
      <p className={s.headline}>
        <span className={s.status} data-status={order.status} data-testid="order-status">
          {orderStatusLabel(t, order.status)}
        </span>
        <span>{formatDateTime(order.creationTime)}</span>
      </p>
      <div className={s.actions}>
        <Button
          variant="secondary"
          isPending={pdfBusy}
          onPress={() => void downloadOrderPdf(order)}
        >
          {pdfBusy ? t('downloadingPdf') : t('downloadPdf')}
        </Button>
        {canEdit && (
          <Button
            variant="secondary"
            isPending={action === 'edit'}
            isDisabled={action !== null}
            onPress={() => void editOrder(order.id)}
          >
            {t('editOrder')}
          </Button>
        )}
        {mayUseCart && (
          <Button
            variant="secondary"
            isPending={action === 'repeat'}
            isDisabled={action !== null}
            onPress={() => void repeatOrder(order.id)}
          >
            {t('repeatOrder')}
          </Button>
        )}
      </div>
      <OrderHead order={order} />
      <OrderLines order={order} />
      <OrderHistoryTable orderId={order.id} />
    </section>
  );
}
