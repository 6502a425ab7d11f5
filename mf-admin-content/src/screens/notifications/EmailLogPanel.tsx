// The e-mail log: newest first, searchable by recipient, subject or template, paged 5/10/20;
// a row's subject opens the mail (EmailDetailsDialog).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Button,
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
import {
  $emailLogView,
  changeEmailLog,
  EMAIL_LOG_PAGE_SIZES,
  emailLog,
  openMail,
} from '../../features/email-log/email-log-store';
import { LoadStatus } from '../../features/email-log/LoadStatus';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { EmailDetailsDialog } from './EmailDetailsDialog';
import { useMailStatusLabel } from './mail-status';
import * as s from '../../features/email-log/tools.module.css';

export function EmailLogPanel() {
  const t = useToolsT();
  const statusLabel = useMailStatusLabel();
  const view = useStore($emailLogView);
  const state = useStore(emailLog.$state);
  useEffect(() => void changeEmailLog({ page: $emailLogView.get().page }), []);
  const items = state.data?.items ?? [];
  return (
    <section aria-busy={state.status === 'loading'} data-testid="email-log">
      <div className={s.toolbar}>
        <SearchField
          label={t('emailLogFilter')}
          defaultValue={view.filter}
          onSubmit={(filter) => void changeEmailLog({ filter })}
          onClear={() => void changeEmailLog({ filter: '' })}
        />
      </div>
      <LoadStatus state={state} onRetry={() => void emailLog.reload()} />
      {state.status === 'ready' && items.length === 0 && <EmptyState title={t('emailLogEmpty')} />}
      {items.length > 0 && (
        <>
          <div className={s.tableWrap}>
            <Table aria-label={t('emailLogTab')} className={s.table}>
              <TableHeader>
                <Column isRowHeader>{t('subject')}</Column>
                <Column>{t('recipient')}</Column>
                <Column>{t('created')}</Column>
                <Column>{t('template')}</Column>
                <Column>{t('status')}</Column>
              </TableHeader>
              <TableBody items={items}>
                {(mail) => (
                  <Row id={mail.id} data-testid="email-log-row">
                    <Cell>
                      <Button
                        variant="quiet"
                        size="small"
                        aria-label={t('showMail', { subject: mail.subject })}
                        onPress={() => void openMail(mail.id)}
                      >
                        {/* What was sent, as it was sent: a record, never translated. */}
                        <span translate="no">{mail.subject}</span>
                      </Button>
                    </Cell>
                    <Cell>{mail.recipient}</Cell>
                    <Cell>{formatDateTime(mail.creationTime)}</Cell>
                    <Cell>{mail.template ?? '—'}</Cell>
                    <Cell>
                      <span className={s.status} data-status={mail.status}>
                        {statusLabel(mail.status)}
                      </span>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={view.page}
            pageSize={view.pageSize}
            totalCount={state.data?.totalCount ?? 0}
            onPageChange={(page) => void changeEmailLog({ page })}
            pageSizeOptions={EMAIL_LOG_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void changeEmailLog({ pageSize })}
          />
        </>
      )}
      <EmailDetailsDialog />
    </section>
  );
}
