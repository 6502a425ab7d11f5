// `document.imported`: a document an ERP issued, upserted by (tenant, external number). The ERP's
// number is the document's number. Totals are recomputed from the lines (vat.ts), never taken on
// trust. A payload that fails the contract's schema is logged and skipped: retrying cannot fix it,
// and a poison message must not hold up the queue.
import { Value } from 'typebox/value';
import { AMOUNT_LIMIT } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  DOCUMENT_ISSUED,
  DocumentImportedEventSchema,
  type DocumentImportedEvent,
  type DocumentIssuedEvent,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { shopSeller } from '../pdf/seller.js';
import type { DocumentDraft } from './draft.js';
import { lineNetValue, totalsByRate } from './vat.js';
import {
  findByExternal,
  insertDocument,
  numberTakenByAnother,
  replaceDocument,
} from './write-repository.js';

export type ImportOutcome = 'inserted' | 'updated' | 'rejected';

export async function importedDraft(
  ctx: ModuleContext,
  e: DocumentImportedEvent,
): Promise<DocumentDraft> {
  const lines = e.lines.map((l) => ({
    code: l.code ?? null,
    name: l.name,
    unit: l.unit,
    qty: l.qty,
    priceNet: l.priceNet,
    vatRate: l.vatRate,
    netValue: lineNetValue(l.qty, l.priceNet),
  }));
  return {
    tenantId: e.tenantId,
    kind: e.kind,
    source: 'erp',
    orderId: null,
    orderNumber: e.orderNumber ?? null,
    externalNumber: e.externalNumber,
    buyerUserId: e.buyerUserId,
    buyer: e.buyer,
    seller: e.seller ?? (await shopSeller(ctx, e.tenantId)),
    issueDate: e.issueDate,
    saleDate: e.saleDate ?? e.issueDate,
    dueDate: e.dueDate,
    paidAt: e.paidAt,
    paymentMethod: e.paymentMethod ?? null,
    currency: e.currency ?? 'PLN',
    lines,
    totals: totalsByRate(lines),
  };
}

function problemOf(payload: unknown): string | null {
  if (!Value.Check(DocumentImportedEventSchema, payload)) {
    const first = [...Value.Errors(DocumentImportedEventSchema, payload)][0];
    return `${first?.instancePath ?? ''} ${first?.message ?? 'invalid'}`.trim();
  }
  const e = payload as DocumentImportedEvent;
  const days = [e.issueDate, e.dueDate, e.saleDate].filter((d): d is string => !!d);
  if (days.some((d) => Number.isNaN(Date.parse(`${d}T00:00:00Z`)))) return 'not a calendar day';
  if (e.paidAt && Number.isNaN(Date.parse(e.paidAt))) return 'paidAt is not a timestamp';
  return null;
}

export async function importDocument(ctx: ModuleContext, payload: unknown): Promise<ImportOutcome> {
  const problem = problemOf(payload);
  const e = payload as DocumentImportedEvent;
  const draft = problem ? null : await importedDraft(ctx, e);
  if (!draft || Math.abs(draft.totals.gross) > AMOUNT_LIMIT) {
    ctx.log.warn(
      { externalNumber: e?.externalNumber, problem: problem ?? 'totals too large' },
      'document.imported refused',
    );
    return 'rejected';
  }
  const db: AccountDb = ctx.db;
  return db.transaction().execute(async (tx) => {
    const known = await findByExternal(tx, e.tenantId, e.externalNumber);
    if (await numberTakenByAnother(tx, e.tenantId, e.externalNumber, e.externalNumber)) {
      ctx.log.warn({ externalNumber: e.externalNumber }, 'document.imported: number in use');
      return 'rejected';
    }
    const documentId = known?.id ?? (await insertDocument(tx, draft, e.externalNumber));
    if (known) await replaceDocument(tx, known.id, draft, e.externalNumber);
    const issued: DocumentIssuedEvent = {
      tenantId: e.tenantId,
      documentId,
      number: e.externalNumber,
      kind: e.kind,
      source: 'erp',
      orderId: null,
      buyerUserId: e.buyerUserId,
      totalGross: draft.totals.gross,
    };
    await ctx.events.publish(tx, { type: DOCUMENT_ISSUED, payload: issued, tenantId: e.tenantId });
    return known ? 'updated' : 'inserted';
  });
}
