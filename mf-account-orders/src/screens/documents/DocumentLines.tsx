// The document's lines (Document/GetElements) with their own paging.
import { useStore } from '@nanostores/react';
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
import {
  $elementsPaging,
  changeElementsPage,
  documentElements,
} from '../../features/documents/document-details-store';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from '../../features/layout/lists.module.css';

export function DocumentLines({ currency }: { currency: string }) {
  const t = useAccountT();
  const state = useStore(documentElements.$state);
  const paging = useStore($elementsPaging);
  const items = state.data?.items ?? [];
  const money = (value: number) => formatPrice(value, currency);
  return (
    <section className={s.block} aria-labelledby="document-lines-title">
      <h2 id="document-lines-title">{t('documentLines')}</h2>
      <Table
        aria-labelledby="document-lines-title"
        className={s.table}
        data-testid="document-lines"
      >
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
            <Row id={line.id}>
              <Cell>{line.name}</Cell>
              <Cell>{line.code ?? '—'}</Cell>
              <Cell>{formatQuantity(line.qty, line.unit)}</Cell>
              <Cell className={s.amount}>{money(line.priceNet)}</Cell>
              <Cell>{formatNumber(line.vatRate, 0)}%</Cell>
              <Cell className={s.amount}>{money(line.netValue)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {state.data && state.data.totalCount > PAGE_SIZES.documents.options[0] && (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          totalCount={state.data.totalCount}
          onPageChange={(page) => void changeElementsPage({ page })}
          pageSizeOptions={PAGE_SIZES.documents.options}
          onPageSizeChange={(pageSize) => void changeElementsPage({ pageSize })}
        />
      )}
    </section>
  );
}
