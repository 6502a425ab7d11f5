// The order's lines (Order/GetOrderElements) with their own paging, then VAT per rate and totals.
import { useStore } from '@nanostores/react';
import type { OrderDetails } from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { formatNumber, formatPrice, formatQuantity } from '@armatura/shared-libs/format';
import {
  Cell,
  Column,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import {
  $elementsPaging,
  changeElementsPage,
  orderElements,
} from '../../features/orders/order-details-store';
import { useAccountT } from '../../features/texts/account-texts';
import { Totals } from '../../features/layout/Totals';
import * as s from '../../features/layout/lists.module.css';

export function OrderLines({ order }: { order: OrderDetails }) {
  const t = useAccountT();
  const state = useStore(orderElements.$state);
  const paging = useStore($elementsPaging);
  const items = state.data?.items ?? [];
  const money = (value: number) => formatPrice(value, order.currency);
  return (
    <section className={s.block} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('orderLines')}</h2>
      <ResourceStatus state={state} onRetry={() => void orderElements.reload()} />
      {items.length > 0 && (
        <Table aria-labelledby="order-lines-title" className={s.table} data-testid="order-lines">
          <TableHeader>
            <Column isRowHeader>{t('lineName')}</Column>
            <Column>{t('lineCode')}</Column>
            <Column>{t('lineQty')}</Column>
            <Column>{t('linePriceNet')}</Column>
            <Column>{t('lineVat')}</Column>
            <Column>{t('lineNetValue')}</Column>
          </TableHeader>
          <TableBody items={items}>
            {(line) => (
              <Row id={line.position}>
                <Cell>{line.name}</Cell>
                <Cell>{line.code}</Cell>
                <Cell>{formatQuantity(line.qty, line.unit)}</Cell>
                <Cell className={s.amount}>{money(line.priceNet)}</Cell>
                <Cell>{formatNumber(line.vatRate, 0)}%</Cell>
                <Cell className={s.amount}>{money(line.netValue)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {state.data && state.data.totalCount > PAGE_SIZES.orders.options[0] && (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          totalCount={state.data.totalCount}
          onPageChange={(page) => void changeElementsPage({ page })}
          pageSizeOptions={PAGE_SIZES.orders.options}
          onPageSizeChange={(pageSize) => void changeElementsPage({ pageSize })}
        />
      )}
      <Totals
        currency={order.currency}
        byRate={order.vatByRate}
        net={order.totalNet}
        gross={order.totalGross}
      />
    </section>
  );
}
