// The order's change history (Order/GetOrderChangeHistories, oldest first).
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@armatura/shared-libs/ui';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { orderHistory } from '../../features/orders/order-details-store';
import { useAccountT } from '../../features/texts/account-texts';
import { orderStatusLabel } from '../../features/texts/status-labels';
import * as s from '../../features/layout/lists.module.css';

export function OrderHistoryTable({ orderId }: { orderId: number }) {
  const t = useAccountT();
  const state = useStore(orderHistory.$state);
  const items = state.key === orderId ? (state.data?.items ?? []) : [];
  return (
    <section className={s.block} aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('orderHistory')}</h2>
      <ResourceStatus state={state} onRetry={() => void orderHistory.reload()} />
      {state.status === 'ready' && items.length === 0 && (
        <p className={s.muted}>{t('historyEmpty')}</p>
      )}
      {items.length > 0 && (
        <Table
          aria-labelledby="order-history-title"
          className={s.table}
          data-testid="order-history"
        >
          <TableHeader>
            <Column isRowHeader>{t('historyWhen')}</Column>
            <Column>{t('historyWhat')}</Column>
            <Column>{t('status')}</Column>
            <Column>{t('historyWho')}</Column>
            <Column>{t('historyNote')}</Column>
          </TableHeader>
          <TableBody items={items}>
            {(entry) => (
              <Row id={entry.id}>
                <Cell>{formatDateTime(entry.creationTime)}</Cell>
                <Cell>{entry.actionName}</Cell>
                <Cell>
                  {entry.fromStatus ? `${orderStatusLabel(t, entry.fromStatus)} → ` : ''}
                  {orderStatusLabel(t, entry.toStatus)}
                </Cell>
                <Cell>{entry.userName ?? '—'}</Cell>
                <Cell>{entry.note ?? ''}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
