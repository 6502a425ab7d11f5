/** Delivery methods (Pages.Delivery): list 5 a page (5/10/15), search, sort, add, edit, delete. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DeliverySortField } from '@armatura/shared-libs/contracts';
import { CONTENT_LANGUAGE } from '@armatura/shared-libs/constants';
import { formatPrice } from '@armatura/shared-libs/format';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  $paymentOptions,
  DELIVERY_PAGE_SIZES,
  deleteDelivery,
  deliveryList,
  loadPaymentOptions,
} from '../../features/delivery/delivery-store';
import { useDeliveryT } from '../../features/delivery/texts/texts';
import { ConfirmDeleteButton } from '../../features/delivery/ui/ConfirmDeleteButton';
import * as s from '../../features/delivery/ui/methods.module.css';
import { DeliveryDialog } from './DeliveryDialog';

const SORTABLE: readonly string[] = ['name', 'code', 'priceNet', 'vatRate', 'isActive'];

export function DeliveryScreen() {
  const t = useDeliveryT();
  const list = useStore(deliveryList.$list);
  const query = useStore(deliveryList.$query);
  const payments = useStore($paymentOptions) ?? [];
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void deliveryList.load();
    void loadPaymentOptions();
  }, []);
  useEffect(() => {
    if (text === deliveryList.$query.get().filter) return;
    const timer = setTimeout(() => void deliveryList.change({ filter: text }), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const paymentName = (id: number) => payments.find((p) => p.id === id)?.name ?? `#${id}`;

  return (
    <section
      className={s.screen}
      aria-labelledby="arm-com-delivery-title"
      data-testid="delivery-list"
      data-status={list.status}
    >
      <h1 id="arm-com-delivery-title" className={s.title}>
        {t('deliveryTitle')}
      </h1>
      <div className={s.toolbar}>
        <SearchField
          className={s.search}
          label={t('deliverySearch')}
          value={text}
          onChange={setText}
          onSubmit={(filter) => void deliveryList.change({ filter })}
        />
        <DeliveryDialog />
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void deliveryList.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={t('deliveryEmpty')} />
      )}
      {list.items.length > 0 && (
        <Table
          aria-label={t('deliveryTable')}
          aria-busy={list.status === 'loading'}
          sortDescriptor={query.sort}
          onSortChange={(sort) => {
            if (SORTABLE.includes(String(sort.column)))
              void deliveryList.change({
                sort: {
                  column: String(sort.column) as DeliverySortField,
                  direction: sort.direction,
                },
              });
          }}
        >
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              {t('colName')}
            </Column>
            <Column id="code" allowsSorting>
              {t('colCode')}
            </Column>
            <Column id="priceNet" allowsSorting>
              {t('colPriceNet')}
            </Column>
            <Column id="vatRate" allowsSorting>
              {t('colVat')}
            </Column>
            <Column id="priceGross">{t('colPriceGross')}</Column>
            <Column id="payments">{t('colPayments')}</Column>
            <Column id="isActive" allowsSorting>
              {t('colActive')}
            </Column>
            <Column id="actions">{t('colActions')}</Column>
          </TableHeader>
          <TableBody items={list.items}>
            {(d) => (
              <Row id={d.id} data-testid="delivery-row">
                <Cell>
                  <span lang={CONTENT_LANGUAGE}>{d.name}</span>
                </Cell>
                <Cell>{d.code}</Cell>
                <Cell>{formatPrice(d.priceNet)}</Cell>
                <Cell>{d.vatRate}%</Cell>
                <Cell>{formatPrice(d.priceGross)}</Cell>
                <Cell>
                  {d.paymentMethodIds.length ? (
                    <span lang={CONTENT_LANGUAGE}>
                      {d.paymentMethodIds.map(paymentName).join(', ')}
                    </span>
                  ) : (
                    t('none')
                  )}
                </Cell>
                <Cell>{d.isActive ? t('yes') : t('no')}</Cell>
                <Cell>
                  <div className={s.actions}>
                    <DeliveryDialog delivery={d} />
                    <ConfirmDeleteButton
                      name={d.name}
                      title={t('deleteDeliveryTitle')}
                      onConfirm={() => deleteDelivery(d)}
                    />
                  </div>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {list.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={list.totalCount}
          onPageChange={(page) => void deliveryList.change({ page })}
          pageSizeOptions={DELIVERY_PAGE_SIZES.options}
          onPageSizeChange={(pageSize) => void deliveryList.change({ pageSize })}
        />
      )}
    </section>
  );
}
