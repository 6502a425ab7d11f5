// The page of documents: number, kind, dates, status, buyer, gross; sortable; 10 a page (5/10/15).
import { useStore } from '@nanostores/react';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { formatDate, formatPrice } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import {
  Cell,
  Column,
  EmptyState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  $documentsQuery,
  changeDocuments,
  documentList,
  documentsHref,
} from '../../features/documents/documents-store';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { sortDescriptorOf, sortingOf } from '../../features/list-state/sorting';
import { useAccountT } from '../../features/texts/account-texts';
import { documentKindLabel, documentStatusLabel } from '../../features/texts/status-labels';
import * as s from '../../features/layout/lists.module.css';

export function DocumentsList() {
  const t = useAccountT();
  const query = useStore($documentsQuery);
  const state = useStore(documentList.$state);
  const items = state.data?.items ?? [];
  return (
    <div className={s.list} aria-busy={state.status === 'loading'}>
      <ResourceStatus state={state} onRetry={() => void documentList.reload()} />
      {state.status === 'ready' && items.length === 0 && <EmptyState title={t('documentsEmpty')} />}
      {items.length > 0 && (
        <>
          <Table
            aria-label={t('documentsTitle')}
            className={s.table}
            sortDescriptor={sortDescriptorOf(query.sorting)}
            onSortChange={(d) => changeDocuments({ sorting: sortingOf(d) })}
            data-testid="documents-table"
          >
            <TableHeader>
              <Column id="number" isRowHeader allowsSorting>
                {t('documentNumber')}
              </Column>
              <Column id="kind">{t('documentKind')}</Column>
              <Column id="issueDate" allowsSorting>
                {t('documentIssued')}
              </Column>
              <Column id="dueDate" allowsSorting>
                {t('documentDue')}
              </Column>
              <Column id="status">{t('status')}</Column>
              <Column id="buyerName" allowsSorting>
                {t('documentBuyer')}
              </Column>
              <Column id="totalGross" allowsSorting>
                {t('gross')}
              </Column>
            </TableHeader>
            <TableBody items={items}>
              {(doc) => (
                <Row id={doc.id} data-testid="document-row">
                  <Cell>
                    <Link
                      href={documentsHref(query, doc.id)}
                      aria-label={t('documentShow', { number: doc.number })}
                    >
                      {doc.number}
                    </Link>
                  </Cell>
                  <Cell>{documentKindLabel(t, doc.kind)}</Cell>
                  <Cell>{formatDate(doc.issueDate)}</Cell>
                  <Cell>{formatDate(doc.dueDate)}</Cell>
                  <Cell>
                    <span className={s.status} data-status={doc.status}>
                      {documentStatusLabel(t, doc.status)}
                    </span>
                  </Cell>
                  <Cell>{doc.buyerName}</Cell>
                  <Cell className={s.amount}>{formatPrice(doc.totalGross, doc.currency)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={state.data?.totalCount ?? 0}
            onPageChange={(page) => changeDocuments({ page })}
            pageSizeOptions={PAGE_SIZES.documents.options}
            onPageSizeChange={(pageSize) => changeDocuments({ pageSize })}
          />
        </>
      )}
    </div>
  );
}
