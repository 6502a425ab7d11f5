// Payment/GetPayments|GetAll|GetBankingGroups|Create|Update|Delete. Writes and the paged list need
// Pages.Payment; GetPayments (every live payment, unpaged, for the delivery form's checkboxes)
// needs Pages.Delivery, the permission of the screen that asks; GetBankingGroups is public (Tpay's
// bank groups a payer chooses from at checkout). Schemas: contracts/commerce-delivery.ts.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  IdQueryAnyCase,
  ListResult,
  notFound,
  parseSorting,
  pickId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BankingGroupSchema,
  DELIVERY_MESSAGES,
  PaymentAdminSchema,
  PaymentInputSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentUpdateSchema,
  paymentProblems,
  type PaymentInput,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import {
  deletePayment,
  getPaymentAdmin,
  listBankGroups,
  listPaymentsPage,
  PAYMENT_SORTS,
  savePayment,
} from './admin-repository.js';
import { refusal, refuseProblems } from './save-errors.js';

const P = '/api/services/app/Payment';
const ALL = 1000;

export async function paymentAdminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CommerceDb = ctx.db;
  const config = { permission: 'Pages.Payment' };
  const save = async (tenantId: number, id: number | null, input: PaymentInput) => {
    refuseProblems(paymentProblems(input));
    const result = await savePayment(db, tenantId, id, input);
    if (!result.ok)
      throw refusal(result, {
        notFound: DELIVERY_MESSAGES.paymentNotFound,
        linksMember: 'deliveryMethodIds',
        linksMessage: DELIVERY_MESSAGES.deliveries,
      });
    const saved = await getPaymentAdmin(db, tenantId, result.id);
    if (!saved) throw notFound(DELIVERY_MESSAGES.paymentNotFound);
    return saved;
  };

  app.get(
    P + '/GetPayments',
    {
      config: { permission: 'Pages.Delivery' },
      schema: { tags: ['Payment'], response: { 200: envelope(ListResult(PaymentAdminSchema)) } },
    },
    async (req) => ({
      items: (
        await listPaymentsPage(db, req.auth.tenantId, {
          skip: 0,
          take: ALL,
          sort: ['p.sort_order', 'asc'],
        })
      ).items,
    }),
  );

  app.get(
    P + '/GetAll',
    {
      config,
      schema: {
        tags: ['Payment'],
        querystring: PaymentListQuerySchema,
        response: { 200: envelope(PaymentPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      return listPaymentsPage(db, req.auth.tenantId, {
        filter: q.filter?.trim() || undefined,
        skip: q.skipCount,
        take: Math.min(q.maxResultCount, ALL),
        sort: parseSorting(q.sorting, PAYMENT_SORTS, ['p.sort_order', 'asc']),
      });
    },
  );

  app.get(
    P + '/GetBankingGroups',
    {
      schema: { tags: ['Payment'], response: { 200: envelope(ListResult(BankingGroupSchema)) } },
    },
    async () => ({ items: await listBankGroups(db) }),
  );

  app.post(
    P + '/Create',
    {
      config,
      schema: {
        tags: ['Payment'],
        body: PaymentInputSchema,
        response: { 200: envelope(PaymentAdminSchema) },
      },
    },
    (req) => save(req.auth.tenantId, null, req.body),
  );

  app.put(
    P + '/Update',
    {
      config,
      schema: {
        tags: ['Payment'],
        body: PaymentUpdateSchema,
        response: { 200: envelope(PaymentAdminSchema) },
      },
    },
    (req) => {
      const { id, ...input } = req.body;
      return save(req.auth.tenantId, id, input);
    },
  );

  app.delete(
    P + '/Delete',
    {
      config,
      schema: {
        tags: ['Payment'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      if (!(await deletePayment(db, req.auth.tenantId, pickId(req.query))))
        throw notFound(DELIVERY_MESSAGES.paymentNotFound);
      return null;
    },
  );
}
