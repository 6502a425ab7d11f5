/** Payment methods (Pages.Payment): list 5 a page (5/10/20), search, sort, add, edit, delete; Tpay's bank groups. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { PaymentSortField } from '@armatura/shared-libs/contracts';
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
  $deliveryOptions,
  PAYMENT_PAGE_SIZES,
  deletePayment,
  loadPaymentScreenData,
  paymentList,
} from '../../features/payments/payments-store';
import { useDeliveryT } from '../../features/delivery/texts/texts';
import { ConfirmDeleteButton } from '../../features/delivery/ui/ConfirmDeleteButton';
import * as s from '../../features/delivery/ui/methods.module.css';
import { BankGroups } from './BankGroups';
import { PaymentDialog } from './PaymentDialog';
import { useProviderName } from './provider-names';
import { CONTENT_LANGUAGE } from '@armatura/shared-libs/constants';

const SORTABLE: readonly string[] = ['name', 'code', 'provider', 'isActive'];

export function PaymentsScreen() {
  const t = useDeliveryT();
  const providerName = useProviderName();
  const list = useStore(paymentList.$list);
  const query = useStore(paymentList.$query);
  const deliveries = useStore($deliveryOptions) ?? [];
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void paymentList.load();
    void loadPaymentScreenData();
  }, []);
  useEffect(() => {
    if (text === paymentList.$query.get().filter) return;
    const timer = setTimeout(() => void paymentList.change({ filter: text }), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const deliveryName = (id: number) => deliveries.find((d) => d.id === id)?.name ?? `#${id}`;

  return (
    <section
      className={s.screen}
      aria-labelledby="arm-com-payments-title"
      data-testid="payment-list"
      data-status={list.status}
    >
      <h1 id="arm-com-payments-title" className={s.title}>
        {t('paymentsTitle')}
      </h1>
      <div className={s.toolbar}>
        <SearchField
          className={s.search}
          label={t('paymentSearch')}
          value={text}
          onChange={setText}
          onSubmit={(filter) => void paymentList.change({ filter })}
        />
        <PaymentDialog />
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void paymentList.load()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={t('paymentEmpty')} />
      )}
      {list.items.length > 0 && (
        <Table
          aria-label={t('paymentTable')}
          aria-busy={list.status === 'loading'}
          sortDescriptor={query.sort}
          onSortChange={(sort) => {
            if (SORTABLE.includes(String(sort.column)))
              void paymentList.change({
                sort: {
                  column: String(sort.column) as PaymentSortField,
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
            <Column id="provider" allowsSorting>
              {t('colProvider')}
            </Column>
            <Column id="deliveries">{t('colDeliveries')}</Column>
            <Column id="isActive" allowsSorting>
              {t('colActive')}
            </Column>
            <Column id="actions">{t('colActions')}</Column>
          </TableHeader>
          <TableBody items={list.items}>
            {(p) => (
              <Row id={p.id} data-testid="payment-row">
                <Cell>
                  <span lang={CONTENT_LANGUAGE}>{p.name}</span>
                </Cell>
                <Cell>{p.code}</Cell>
                <Cell>{providerName(p.provider)}</Cell>
                <Cell>
                  {p.deliveryMethodIds.length
                    ? p.deliveryMethodIds.map(deliveryName).join(', ')
                    : t('none')}
                </Cell>
                <Cell>{p.isActive ? t('yes') : t('no')}</Cell>
                <Cell>
                  <div className={s.actions}>
                    <PaymentDialog payment={p} />
                    <ConfirmDeleteButton
                      name={p.name}
                      title={t('deletePaymentTitle')}
                      onConfirm={() => deletePayment(p)}
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
          onPageChange={(page) => void paymentList.change({ page })}
          pageSizeOptions={PAYMENT_PAGE_SIZES.options}
          onPageSizeChange={(pageSize) => void paymentList.change({ pageSize })}
        />
      )}
      <BankGroups />
    </section>
  );
}
