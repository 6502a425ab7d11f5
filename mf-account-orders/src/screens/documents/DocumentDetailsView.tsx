// One document (`?dokument=ID`, Document/GetElements): header, seller and buyer, lines with their
// own paging, VAT per rate and totals, and the PDF (Document/GetPDFDocumentPrint).
import { useStore } from '@nanostores/react';
import type { DocumentParty } from '@armatura/shared-libs/contracts';
import { formatDate, formatDateTime } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import { Button } from '@armatura/shared-libs/ui';
import {
  documentElements,
  downloadDocumentPdf,
} from '../../features/documents/document-details-store';
import { $documentsQuery, documentsHref } from '../../features/documents/documents-store';
import { $downloading } from '../../features/files/pdf-download';
import { ResourceStatus } from '../../features/layout/ResourceStatus';
import { Totals } from '../../features/layout/Totals';
import { useAccountT } from '../../features/texts/account-texts';
import { documentKindLabel, documentStatusLabel } from '../../features/texts/status-labels';
import { DocumentLines } from './DocumentLines';
import * as s from '../../features/layout/lists.module.css';

export function DocumentDetailsView({ documentId }: { documentId: number }) {
  const t = useAccountT();
  const query = useStore($documentsQuery);
  const state = useStore(documentElements.$state);
  const downloading = useStore($downloading);
  const data = state.key?.id === documentId ? state.data : null;
  const backLink = (
    <Link href={documentsHref(query, null)} className={s.back}>
      ← {t('backToList')}
    </Link>
  );
  if (!data)
    return (
      <section className={s.screen} aria-labelledby="document-title" data-testid="document-details">
        {backLink}
        <h1 id="document-title">{t('documentsTitle')}</h1>
        <ResourceStatus state={state} onRetry={() => void documentElements.reload()} />
      </section>
    );

  const doc = data.document;
  const busy = downloading === `document:${doc.id}`;
  const facts: Array<[string, string]> = [
    [t('documentKind'), documentKindLabel(t, doc.kind)],
    [t('documentIssued'), formatDate(doc.issueDate)],
    [t('documentSaleDate'), formatDate(doc.saleDate)],
    [t('documentDue'), formatDate(doc.dueDate)],
    [t('documentPaidAt'), doc.paidAt ? formatDateTime(doc.paidAt) : '—'],
    [t('payment'), doc.paymentMethod ?? '—'],
    [t('documentOrder'), doc.orderNumber ?? '—'],
  ];
  return (
    <section className={s.screen} aria-labelledby="document-title" data-testid="document-details">
      {backLink}
      <h1 id="document-title">{t('documentTitle', { number: doc.number })}</h1>
      <p className={s.headline}>
        <span className={s.status} data-status={doc.status} data-testid="document-status">
          {documentStatusLabel(t, doc.status)}
        </span>
      </p>
      <div className={s.actions}>
        <Button
          variant="secondary"
          isPending={busy}
          onPress={() => void downloadDocumentPdf(doc.id, doc.number)}
        >
          {busy ? t('downloadingPdf') : t('downloadPdf')}
        </Button>
      </div>
      <div className={s.head}>
        <Party id="doc-seller" title={t('documentSeller')} party={data.seller} />
        <Party id="doc-buyer" title={t('documentBuyer')} party={data.buyer} />
        <section className={s.box} aria-labelledby="doc-facts">
          <h2 id="doc-facts">{t('details')}</h2>
          <dl className={s.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <DocumentLines currency={doc.currency} />
      <Totals
        currency={doc.currency}
        byRate={data.byRate}
        net={doc.totalNet}
        gross={doc.totalGross}
      />
    </section>
  );
}

function Party({ id, title, party }: { id: string; title: string; party: DocumentParty }) {
  const t = useAccountT();
  return (
    <section className={s.box} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>
        {party.name}
        {party.nip && (
          <>
            <br />
            {t('nip')} {party.nip}
          </>
        )}
        <br />
        {party.street}
        <br />
        {party.postalCode} {party.city}
      </p>
    </section>
  );
}
