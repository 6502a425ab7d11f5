// The user's last orders (Profile/GetLastOrders), each a link to its details on the orders screen.
import { useStore } from '@nanostores/react';
import { formatDate, formatPrice } from '@armatura/shared-libs/format';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { Link } from '@armatura/shared-libs/routing';
import { lastOrders } from '../../features/dashboard/dashboard-store';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { useAccountT } from '../../features/texts/account-texts';
import { orderStatusLabel } from '../../features/texts/status-labels';
import * as s from './dashboard.module.css';

export function LastOrdersCard() {
  const t = useAccountT();
  const state = useStore(lastOrders.$state);
  const mayOpen = useIsGranted('Pages.Order');
  const items = state.data?.items ?? [];
  return (
    <section className={s.card} aria-labelledby="last-orders-title" data-testid="last-orders">
      <h2 id="last-orders-title">{t('lastOrdersTitle')}</h2>
      <ResourceStatus state={state} onRetry={() => void lastOrders.reload()} />
      {state.data && items.length === 0 && <p className={s.muted}>{t('noOrdersYet')}</p>}
      {items.length > 0 && (
        <ul className={s.orders}>
          {items.map((order) => (
            <li key={order.id} className={s.order}>
              {mayOpen ? (
                <Link href={`/kokpit/zamowienia?zamowienie=${order.id}`} className={s.orderNumber}>
                  {order.number}
                </Link>
              ) : (
                <span className={s.orderNumber}>{order.number}</span>
              )}
              <span>{formatDate(order.creationTime)}</span>
              <span>{orderStatusLabel(t, order.status)}</span>
              <strong>{formatPrice(order.totalGross, order.currency)}</strong>
            </li>
          ))}
        </ul>
      )}
      {mayOpen && (
        <Link href="/kokpit/zamowienia" className={s.more}>
          {t('allOrders')}
        </Link>
      )}
    </section>
  );
}
