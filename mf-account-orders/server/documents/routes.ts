// Document/GetAll, Document/GetElements, Document/GetPDFDocumentPrint (Pages.Document). Customers
// see the documents issued to them; staff with Pages.Document.Manage see the tenant's. Another
// user's document answers exactly like a missing one (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  notFound,
  parseSorting,
  pickId,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  DocumentElementsQuerySchema,
  DocumentElementsSchema,
  DocumentListQuerySchema,
  DocumentPageSchema,
  DocumentPdfBodySchema,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { renderSalesPdf } from '../pdf/render.js';
import { DOCUMENT_MANAGE_PERMISSION, DOCUMENT_PERMISSION } from './permissions.js';
import { documentPdfInput, pdfFileName } from './pdf.js';
import {
  DOCUMENT_SORTS,
  documentElements,
  findDocument,
  listDocuments,
  type DocumentScope,
} from './repository.js';
import { warsawDay } from './status.js';

const D = '/api/services/app/Document';
const MISSING = 'Nie znaleziono dokumentu.';

const scopeOf = (req: FastifyRequest): DocumentScope => ({
  tenantId: req.auth.tenantId,
  userId: req.auth.userId,
  all: req.auth.permissions.has(DOCUMENT_MANAGE_PERMISSION),
});

/** A `YYYY-MM-DD` that is not a real day (2026-02-30) is the caller's mistake: 400 naming the field. */
function assertDays(q: { dateFrom?: string; dateTo?: string }) {
  const bad = (['dateFrom', 'dateTo'] as const).filter((k) => {
    const v = q[k];
    return v !== undefined && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v;
  });
  if (bad.length)
    throw validationError(
      'Nieprawidłowa data.',
      bad.map((k) => ({ message: `${k}: podaj datę w formacie RRRR-MM-DD.`, members: [k] })),
    );
}

export async function documentRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { permission: DOCUMENT_PERMISSION };
  const db: AccountDb = ctx.db;

  app.get(
    `${D}/GetAll`,
    {
      config,
      schema: {
        querystring: DocumentListQuerySchema,
        response: { 200: envelope(DocumentPageSchema) },
      },
    },
    async (req) => {
      assertDays(req.query);
      const sort = parseSorting(req.query.sorting, DOCUMENT_SORTS, ['d.issue_date', 'desc']);
      return listDocuments(db, scopeOf(req), req.query, sort, warsawDay());
    },
  );

  app.get(
    `${D}/GetElements`,
    {
      config,
      schema: {
        querystring: DocumentElementsQuerySchema,
        response: { 200: envelope(DocumentElementsSchema) },
      },
    },
    async (req) => {
      const doc = await findDocument(db, scopeOf(req), pickId(req.query), warsawDay());
      if (!doc) throw notFound(MISSING);
      const page = await documentElements(
        db,
        doc.row.id,
        req.query.skipCount,
        req.query.maxResultCount,
      );
      return {
        document: doc.row,
        seller: doc.seller,
        buyer: doc.buyer,
        byRate: doc.byRate,
        ...page,
      };
    },
  );

  app.post(
    `${D}/GetPDFDocumentPrint`,
    { config, schema: { body: DocumentPdfBodySchema } },
    async (req, reply) => {
      const doc = await findDocument(db, scopeOf(req), pickId(req.body), warsawDay());
      if (!doc) throw notFound(MISSING);
      const { items } = await documentElements(db, doc.row.id);
      const pdf = await renderSalesPdf(documentPdfInput(doc, items));
      const name = pdfFileName(doc.row.number);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(pdf);
    },
  );
}
