// The same figures as the charts, as tables: the accessible view of every chart (and what a
// screen reader or a copy into a spreadsheet uses).
import type { ReactNode } from 'react';
import type {
  SalesSeries,
  StatusCountList,
  TopCategoryList,
  TopProductList,
} from '@armatura/shared-libs/contracts';
import { formatNumber, formatPrice } from '@armatura/shared-libs/format';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@armatura/shared-libs/ui';
import { statusLabel, useStatisticsT } from '../../features/statistics/statistics-texts';
import * as s from './statistics.module.css';

function Wrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function SalesTable({ data }: { data: SalesSeries }) {
  const t = useStatisticsT();
  const rows = data.current.map((p, i) => ({ id: p.period, p, before: data.previous[i] }));
  return (
    <Wrap label={t('salesTable')}>
      <Table aria-label={t('salesTable')} className={s.table} data-testid="sales-table">
        <TableHeader>
          <Column isRowHeader>{t('period')}</Column>
          <Column>{t('orders')}</Column>
          <Column>{t('netCurrent')}</Column>
          <Column>{t('grossCurrent')}</Column>
          <Column>{t('newCustomers')}</Column>
          <Column>{t('previousPeriod')}</Column>
          <Column>{t('netPrevious')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {({ id, p, before }) => (
            <Row id={id}>
              <Cell>{p.period}</Cell>
              <Cell>{p.orders}</Cell>
              <Cell>{formatPrice(p.net)}</Cell>
              <Cell>{formatPrice(p.gross)}</Cell>
              <Cell>{p.newCustomers}</Cell>
              <Cell>{before?.period ?? '—'}</Cell>
              <Cell>{before ? formatPrice(before.net) : '—'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Wrap>
  );
}

export function StatusTable({ data }: { data: StatusCountList }) {
  const t = useStatisticsT();
  const rows = data.items.map((i) => ({ id: i.status, ...i }));
  return (
    <Wrap label={t('statusChart')}>
      <Table aria-label={t('statusChart')} className={s.table} data-testid="status-table">
        <TableHeader>
          <Column isRowHeader>{t('status')}</Column>
          <Column>{t('orders')}</Column>
          <Column>{t('grossCurrent')}</Column>
          <Column>{t('previousOrders')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(r) => (
            <Row id={r.id}>
              <Cell>{statusLabel(t, r.status)}</Cell>
              <Cell>{r.orders}</Cell>
              <Cell>{formatPrice(r.gross)}</Cell>
              <Cell>{r.previousOrders}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Wrap>
  );
}

export function ProductsTable({ data }: { data: TopProductList }) {
  const t = useStatisticsT();
  const rows = data.items.map((i) => ({ id: i.productId, ...i }));
  return (
    <Wrap label={t('productsChart')}>
      <Table aria-label={t('productsChart')} className={s.table} data-testid="products-table">
        <TableHeader>
          <Column isRowHeader>{t('product')}</Column>
          <Column>{t('code')}</Column>
          <Column>{t('qty')}</Column>
          <Column>{t('netCurrent')}</Column>
          <Column>{t('previousNet')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(r) => (
            <Row id={r.id}>
              <Cell>{r.name}</Cell>
              <Cell>{r.code}</Cell>
              <Cell>{formatNumber(r.qty, 3, true)}</Cell>
              <Cell>{formatPrice(r.net)}</Cell>
              <Cell>{formatPrice(r.previousNet)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Wrap>
  );
}

export function CategoriesTable({ data }: { data: TopCategoryList }) {
  const t = useStatisticsT();
  const rows = data.items.map((i) => ({ id: i.categoryId, ...i }));
  return (
    <Wrap label={t('categoriesChart')}>
      <Table aria-label={t('categoriesChart')} className={s.table} data-testid="categories-table">
        <TableHeader>
          <Column isRowHeader>{t('category')}</Column>
          <Column>{t('netCurrent')}</Column>
          <Column>{t('previousNet')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(r) => (
            <Row id={r.id}>
              <Cell>{r.name}</Cell>
              <Cell>{formatPrice(r.net)}</Cell>
              <Cell>{formatPrice(r.previousNet)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Wrap>
  );
}
