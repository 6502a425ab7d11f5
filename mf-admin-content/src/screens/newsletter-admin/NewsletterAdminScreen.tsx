// /kokpit/konfiguracja/newsletter (Pages.Newsletter): subscribers with address search, status
// filter, paging 5 of 5/10/20 and the CSV export of the same filter (Newsletter/ExportCsv).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { NEWSLETTER_PAGE_SIZES } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { LoadStatus } from '../../features/email-log/LoadStatus';
import {
  $newsletterView,
  changeNewsletter,
  subscribers,
} from '../../features/newsletter-admin/newsletter-store';
import { useToolsT, type ToolsTextKey } from '../../features/texts/admin-tools-texts';
import { ExportCsvButton } from './ExportCsvButton';
import { StatusSelect } from './StatusSelect';
import * as s from '../../features/email-log/tools.module.css';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

export default function NewsletterAdminScreen() {
  const t = useToolsT();
  const view = useStore($newsletterView);
  const state = useStore(subscribers.$state);
  useEffect(() => void changeNewsletter({ page: $newsletterView.get().page }), []);
  const items = state.data?.items ?? [];
  return (
    <div className={s.screen} aria-busy={state.status === 'loading'}>
      <h1>{t('newsletterTitle')}</h1>
      <div className={s.toolbar}>
        <SearchField
          label={t('newsletterFilter')}
          defaultValue={view.filter}
          onSubmit={(filter) => void changeNewsletter({ filter })}
          onClear={() => void changeNewsletter({ filter: '' })}
        />
        <StatusSelect />
        <ExportCsvButton />
      </div>
      <LoadStatus state={state} onRetry={() => void subscribers.reload()} />
      {state.status === 'ready' && items.length === 0 && (
        <EmptyState title={t('newsletterEmpty')} />
      )}
      {items.length > 0 && (
        <>
          <div className={s.tableWrap}>
            <Table aria-label={t('newsletterTitle')} className={s.table}>
              <TableHeader>
                <Column isRowHeader>{t('email')}</Column>
                <Column>{t('status')}</Column>
                <Column>{t('created')}</Column>
                <Column>{t('confirmationTime')}</Column>
                <Column>{t('unsubscriptionTime')}</Column>
              </TableHeader>
              <TableBody items={items}>
                {(sub) => (
                  <Row id={sub.id} data-testid="newsletter-row">
                    <Cell>{sub.email}</Cell>
                    <Cell>{t(`newsletterStatus.${sub.status}` as ToolsTextKey)}</Cell>
                    <Cell>{when(sub.creationTime)}</Cell>
                    <Cell>{when(sub.confirmationTime)}</Cell>
                    <Cell>{when(sub.unsubscriptionTime)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={view.page}
            pageSize={view.pageSize}
            totalCount={state.data?.totalCount ?? 0}
            onPageChange={(page) => void changeNewsletter({ page })}
            pageSizeOptions={NEWSLETTER_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void changeNewsletter({ pageSize })}
          />
        </>
      )}
    </div>
  );
}
