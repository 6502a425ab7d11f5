// The page of orders: a table (number, date, status, buyer for staff, total), sortable by its
// columns, with paging of 10 (5/10/15). Loading, empty and error states in place of the rows.
import { useStore } from '@nanostores/react';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { formatDateTime, formatPrice } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import {
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { sortDescriptorOf, sortingOf } from '../../features/list-state/sorting';
import {
  $ordersQuery,
  changeOrders,
  orderList,
  ordersHref,
} from '../../features/orders/orders-store';
import { useAccountT } from '../../features/texts/account-texts';
import { orderStatusLabel } from '../../features/texts/status-labels';
import * as s from '../../features/layout/lists.module.css';

export function OrdersList({ isStaff }: { isStaff: boolean }) {
  const t = useAccountT();
  const query = useStore($ordersQuery);
  const state = useStore(orderList.$state);
  const items = state.data?.items ?? [];
  const total = state.data?.totalCount ?? 0;
  return (
    <div className={s.list} aria-busy={state.status === 'loading'}>
      <ResourceStatus state={state} onRetry={() => void orderList.reload()} />
      {state.status === 'ready' && items.length === 0 && (
        <EmptyState title={t('ordersEmpty')} message={t('ordersEmptyHint')} />
      )}
      {items.length > 0 && (
        <>
          <Table
            aria-label={t('ordersTitle')}
            className={s.table}
            sortDescriptor={sortDescriptorOf(query.sorting)}
            onSortChange={(d) => changeOrders({ sorting: sortingOf(d) })}
            data-testid="orders-table"
          >
            <TableHeader>
              <Column id="number" isRowHeader allowsSorting>
                {t('orderNumber')}
              </Column>
              <Column id="creationTime" allowsSorting>
                {t('orderDate')}
              </Column>
              <Column id="status" allowsSorting>
                {t('status')}
              </Column>
              {isStaff ? (
                <Column id="buyerName" allowsSorting>
                  {t('orderBuyer')}
                </Column>
              ) : (
                <Column id="deliveryName">{t('delivery')}</Column>
              )}
              <Column id="totalGross" allowsSorting>
                {t('orderTotal')}
              </Column>
            </TableHeader>
            <TableBody items={items}>
              {(order) => (
                <Row id={order.id} data-testid="order-row">
                  <Cell>
                    <Link
                      href={ordersHref(query, order.id)}
                      aria-label={t('orderShow', { number: order.number })}
                    >
                      {order.number}
                    </Link>
                  </Cell>
                  <Cell>{formatDateTime(order.creationTime)}</Cell>
                  <Cell>
                    <span className={s.status} data-status={order.status}>
                      {orderStatusLabel(t, order.status)}
                    </span>
                  </Cell>
                  <Cell>
                    {isStaff ? (
                      <>
                        {order.companyName ?? order.buyerName}
                        {order.contractorCode && (
                          <span className={s.muted}> ({order.contractorCode})</span>
                        )}
                      </>
                    ) : (
                      (order.deliveryName ?? '—')
                    )}
                  </Cell>
                  <Cell className={s.amount}>{formatPrice(order.totalGross, order.currency)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={total}
            onPageChange={(page) => changeOrders({ page })}
            pageSizeOptions={PAGE_SIZES.orders.options}
            onPageSizeChange={(pageSize) => changeOrders({ pageSize })}
          />
        </>
      )}
    </div>
  );
}
