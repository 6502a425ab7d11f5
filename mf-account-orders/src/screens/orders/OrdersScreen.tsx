// /kokpit/zamowienia/:statusId? ('account.orders', Pages.Order): customers see their own orders,
// staff holding Pages.Order.Manage the tenant's. The list state is the address; `?zamowienie=ID`
// opens one order (details, lines, history, PDF, edit, repeat) in place of the list.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { useRoute } from '@armatura/shared-libs/routing';
import { ErrorState } from '@armatura/shared-libs/ui';
import { ListFilters } from '../../features/layout/ListFilters';
import { readId } from '../../features/list-state/list-query';
import {
  $ordersQuery,
  changeOrders,
  showOrders,
  statusIdOf,
} from '../../features/orders/orders-store';
import { useAccountT } from '../../features/texts/account-texts';
import { OrderDetailsView } from './OrderDetailsView';
import { OrdersList } from './OrdersList';
import { OrderStatusSelect } from './OrderStatusSelect';
import * as s from '../../features/layout/lists.module.css';

export const ORDERS_STAFF_PERMISSION = 'Pages.Order.Manage';

export function OrdersScreen() {
  const t = useAccountT();
  const route = useRoute();
  const query = useStore($ordersQuery);
  const isStaff = useIsGranted(ORDERS_STAFF_PERMISSION);
  useEffect(() => {
    if (route) void showOrders(route);
  }, [route]);
  const openedId = route ? readId(route.search, 'zamowienie') : null;
  if (openedId !== null) return <OrderDetailsView orderId={openedId} isStaff={isStaff} />;

  const unknownStatus = statusIdOf(query.statusId) === undefined;
  return (
    <section className={s.screen} aria-labelledby="orders-title" data-testid="orders-screen">
      <h1 id="orders-title">{t('ordersTitle')}</h1>
      <p className={s.intro}>{isStaff ? t('ordersIntroTenant') : t('ordersIntroOwn')}</p>
      <OrderStatusSelect />
      <ListFilters
        searchLabel={t('ordersFilter')}
        values={{
          filter: query.filter,
          dateFrom: query.dateFrom,
          dateTo: query.dateTo,
          ...(isStaff ? { contractorCode: query.contractorCode } : {}),
        }}
        extra={isStaff ? [{ name: 'contractorCode', label: t('contractorCode') }] : []}
        onApply={(values) => changeOrders(values)}
      />
      {unknownStatus ? (
        <ErrorState title={t('unknownStatus', { status: query.statusId ?? '' })} />
      ) : (
        <OrdersList isStaff={isStaff} />
      )}
    </section>
  );
}
