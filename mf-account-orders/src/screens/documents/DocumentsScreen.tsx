// /kokpit/dokumenty/:statusSlug? ('account.documents', Pages.Document): invoices and other sales
// documents, own for customers and the tenant's for staff. The list state is the address;
// `?dokument=ID` opens one document (header, parties, lines, totals, PDF) in place of the list.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useIsGranted } from '@armatura/shared-libs/permissions';
import { useRoute } from '@armatura/shared-libs/routing';
import { ErrorState } from '@armatura/shared-libs/ui';
import {
  $documentsQuery,
  changeDocuments,
  showDocuments,
  statusOfSlug,
} from '../../features/documents/documents-store';
import { ListFilters } from '../../features/layout/ListFilters';
import { readId } from '../../features/list-state/list-query';
import { useAccountT } from '../../features/texts/account-texts';
import { DocumentDetailsView } from './DocumentDetailsView';
import { DocumentsList } from './DocumentsList';
import { DocumentStatusNav } from './DocumentStatusNav';
import * as s from '../../features/layout/lists.module.css';

/** Who may list another user's documents (the userId filter); customers see only their own. */
const DOCUMENTS_STAFF_PERMISSION = 'Pages.Document.Manage';

export function DocumentsScreen() {
  const t = useAccountT();
  const route = useRoute();
  const query = useStore($documentsQuery);
  const isStaff = useIsGranted(DOCUMENTS_STAFF_PERMISSION);
  useEffect(() => {
    if (route) void showDocuments(route);
  }, [route]);
  const openedId = route ? readId(route.search, 'dokument') : null;
  if (openedId !== null) return <DocumentDetailsView documentId={openedId} />;

  const unknownStatus = statusOfSlug(query.statusSlug) === undefined;
  return (
    <section className={s.screen} aria-labelledby="documents-title" data-testid="documents-screen">
      <h1 id="documents-title">{t('documentsTitle')}</h1>
      <p className={s.intro}>{t('documentsIntro')}</p>
      <DocumentStatusNav />
      <ListFilters
        searchLabel={t('documentsFilter')}
        values={{
          filter: query.filter,
          dateFrom: query.dateFrom,
          dateTo: query.dateTo,
          ...(isStaff ? { userId: query.userId ? String(query.userId) : '' } : {}),
        }}
        extra={isStaff ? [{ name: 'userId', label: t('documentUserId'), numeric: true }] : []}
        onApply={({ userId, ...rest }) =>
          changeDocuments({ ...rest, userId: userId ? Number(userId) : null })
        }
      />
      {unknownStatus ? (
        <ErrorState title={t('unknownStatus', { status: query.statusSlug ?? '' })} />
      ) : (
        <DocumentsList />
      )}
    </section>
  );
}
