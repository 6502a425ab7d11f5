/** The subscribers waiting for one article: e-mail, date of the request, when they were notified. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $alertDetails,
  loadAlertDetails,
  parseArticleId,
} from '../../features/availability/availability-store';
import * as styles from './availability.module.css';

export function AlertDetailsScreen() {
  const t = useAdminT();
  const route = useRoute();
  const details = useStore($alertDetails);
  const productId = parseArticleId(route?.params.articleId);
  useEffect(() => {
    if (productId) void loadAlertDetails(productId);
  }, [productId]);
  const data = details.data;

  return (
    <section className={styles.screen} aria-labelledby="arm-com-alert-title">
      <h1 id="arm-com-alert-title" className={styles.title}>
        {t('alertDetailsTitle', { name: data?.product.name ?? '' })}
      </h1>
      <Link href="/kokpit/konfiguracja/dostepnosc">{t('alertsBack')}</Link>
      {(details.status === 'loading' || details.status === 'idle') && productId && <Spinner />}
      {(!productId || details.status === 'error') && (
        <ErrorState
          message={details.error ?? t('loadError')}
          onRetry={productId ? () => void loadAlertDetails(productId) : undefined}
        />
      )}
      {data && (
        <p className={styles.muted}>
          {t('alertProduct', { code: data.product.code, qty: data.product.qtyAvailable })}
        </p>
      )}
      {data && data.items.length === 0 && <EmptyState title={t('subscribersEmpty')} />}
      {data && data.items.length > 0 && (
        <Table aria-label={t('subscribersTable')}>
          <TableHeader>
            <Column id="email" isRowHeader>
              {t('colEmail')}
            </Column>
            <Column id="date">{t('colDate')}</Column>
            <Column id="notified">{t('colNotified')}</Column>
          </TableHeader>
          <TableBody items={data.items}>
            {(item) => (
              <Row id={item.id}>
                <Cell>{item.email}</Cell>
                <Cell>{formatDateTime(item.creationTime)}</Cell>
                <Cell>{item.notifiedAt ? formatDateTime(item.notifiedAt) : t('notifiedNo')}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
