/** Articles customers wait for (one row per article), with subscriber counts. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import {
  Cell,
  Checkbox,
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
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $alertList,
  $alertQuery,
  ALERT_PAGE_SIZES,
  changeAlertQuery,
  loadAlerts,
} from '../../features/availability/availability-store';
import * as styles from './availability.module.css';

export function AlertListScreen() {
  const t = useAdminT();
  const list = useStore($alertList);
  const query = useStore($alertQuery);
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void loadAlerts();
  }, []);
  useEffect(() => {
    if (text === $alertQuery.get().filter) return;
    const timer = setTimeout(() => void changeAlertQuery({ filter: text }), 400);
    return () => clearTimeout(timer);
  }, [text]);
  const items = list.data?.items ?? [];

  return (
    <section className={styles.screen} aria-labelledby="arm-com-alerts-title">
      <h1 id="arm-com-alerts-title" className={styles.title}>
        {t('alertsTitle')}
      </h1>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('alertsSearch')}
          value={text}
          onChange={setText}
          onSubmit={(filter) => void changeAlertQuery({ filter })}
        />
        <Checkbox
          isSelected={query.onlyPending}
          onChange={(onlyPending) => void changeAlertQuery({ onlyPending })}
        >
          {t('alertsOnlyPending')}
        </Checkbox>
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error} onRetry={() => void loadAlerts()} />
      )}
      {list.status === 'ready' && items.length === 0 && <EmptyState title={t('alertsEmpty')} />}
      {items.length > 0 && (
        <Table aria-label={t('alertsTable')} aria-busy={list.status === 'loading'}>
          <TableHeader>
            <Column id="code">{t('colCode')}</Column>
            <Column id="name" isRowHeader>
              {t('colName')}
            </Column>
            <Column id="qty">{t('colStock')}</Column>
            <Column id="subs">{t('colSubscribers')}</Column>
            <Column id="pending">{t('colPending')}</Column>
            <Column id="last">{t('colLast')}</Column>
            <Column id="details">{t('colActions')}</Column>
          </TableHeader>
          <TableBody items={items.map((item) => ({ ...item, id: item.productId }))}>
            {(item) => (
              <Row id={item.productId}>
                <Cell>{item.code}</Cell>
                <Cell>{item.name}</Cell>
                <Cell>{item.qtyAvailable}</Cell>
                <Cell>{item.subscribersCount}</Cell>
                <Cell>{item.pendingCount}</Cell>
                <Cell>{formatDateTime(item.lastCreationTime)}</Cell>
                <Cell>
                  <Link
                    href={`/kokpit/konfiguracja/dostepnosc/${item.productId}`}
                    aria-label={`${t('details')}: ${item.name}`}
                  >
                    {t('details')}
                  </Link>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {(list.data?.totalCount ?? 0) > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={list.data?.totalCount ?? 0}
          onPageChange={(page) => void changeAlertQuery({ page })}
          pageSizeOptions={ALERT_PAGE_SIZES.options}
          onPageSizeChange={(pageSize) => void changeAlertQuery({ pageSize })}
        />
      )}
    </section>
  );
}
