// Delivery/Create|Update|Delete (Pages.Delivery). Schemas and Polish field messages:
// shared-libs/src/contracts/commerce-delivery.ts; SQL: write-repository.ts. Each answers the saved
// method as Delivery/Get does (with its payments' ids); Delete is soft (see write-repository.ts).
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  IdQueryAnyCase,
  notFound,
  pickId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  DELIVERY_MESSAGES,
  DeliveryInputSchema,
  DeliveryMethodSchema,
  DeliveryUpdateSchema,
  deliveryProblems,
  type DeliveryInput,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { getDelivery } from './repository.js';
import { deleteDelivery, saveDelivery } from './write-repository.js';
import { refusal, refuseProblems } from '../payments/save-errors.js';

const P = '/api/services/app/Delivery';

export async function deliveryAdminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CommerceDb = ctx.db;
  const config = { permission: 'Pages.Delivery' };
  const save = async (tenantId: number, id: number | null, input: DeliveryInput) => {
    refuseProblems(deliveryProblems(input));
    const result = await saveDelivery(db, tenantId, id, input);
    if (!result.ok)
      throw refusal(result, {
        notFound: DELIVERY_MESSAGES.notFound,
        linksMember: 'paymentMethodIds',
        linksMessage: DELIVERY_MESSAGES.payments,
      });
    const saved = await getDelivery(db, tenantId, result.id);
    if (!saved) throw notFound(DELIVERY_MESSAGES.notFound);
    return saved;
  };

  app.post(
    P + '/Create',
    {
      config,
      schema: {
        tags: ['Delivery'],
        body: DeliveryInputSchema,
        response: { 200: envelope(DeliveryMethodSchema) },
      },
    },
    (req) => save(req.auth.tenantId, null, req.body),
  );

  app.put(
    P + '/Update',
    {
      config,
      schema: {
        tags: ['Delivery'],
        body: DeliveryUpdateSchema,
        response: { 200: envelope(DeliveryMethodSchema) },
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
        tags: ['Delivery'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      if (!(await deleteDelivery(db, req.auth.tenantId, pickId(req.query))))
        throw notFound(DELIVERY_MESSAGES.notFound);
      return null;
    },
  );
}
