// Availability alerts: anyone subscribes from the product page; staff (Pages.NotifyAvailability)
// list them per article, see the subscribers, and edit one. Schemas: the contract in
// shared-libs/src/contracts/catalog-notify.ts; SQL: repository.ts beside this file.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  pickId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  AlertCreateSchema,
  AlertCreatedSchema,
  AlertDetailsQuerySchema,
  AlertDetailsSchema,
  AlertIdQuerySchema,
  AlertListQuerySchema,
  AlertProductPageSchema,
  AlertUpdateSchema,
  AvailabilityAlertSchema,
} from '@armatura/shared-libs/contracts';
import { PERMISSIONS } from '../permissions.js';
import type { CatalogDb } from '../db/tables.js';
import {
  activeProduct,
  alertProduct,
  alertProducts,
  findAlert,
  productAlerts,
  subscribe,
  updateAlert,
} from './repository.js';

const N = '/api/services/app/NotifyAvailability';
const normalEmail = (email: string) => email.trim().toLowerCase();

export async function notifyRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CatalogDb = ctx.db;
  const config = { permission: PERMISSIONS.notifyAvailability };

  app.post(
    `${N}/Create`,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: AlertCreateSchema, response: { 200: envelope(AlertCreatedSchema) } },
    },
    async (req) => {
      const { email, productId } = req.body;
      const t = req.auth.tenantId;
      if (!(await activeProduct(db, t, productId))) throw notFound('Nie znaleziono produktu.');
      return { id: await subscribe(db, t, productId, normalEmail(email), req.auth.userId) };
    },
  );

  app.get(
    `${N}/GetAll`,
    {
      config,
      schema: {
        querystring: AlertListQuerySchema,
        response: { 200: envelope(AlertProductPageSchema) },
      },
    },
    async (req) => alertProducts(db, req.auth.tenantId, req.query),
  );

  app.get(
    `${N}/GetDetails`,
    {
      config,
      schema: {
        querystring: AlertDetailsQuerySchema,
        response: { 200: envelope(AlertDetailsSchema) },
      },
    },
    async (req) => {
      const { productId } = req.query;
      const p = await alertProduct(db, req.auth.tenantId, productId);
      if (!p) throw notFound('Nie znaleziono produktu.');
      return {
        product: { id: p.id, code: p.code, name: p.name, qtyAvailable: Number(p.qty_available) },
        items: await productAlerts(db, req.auth.tenantId, productId),
      };
    },
  );

  app.get(
    `${N}/Get`,
    {
      config,
      schema: {
        querystring: AlertIdQuerySchema,
        response: { 200: envelope(AvailabilityAlertSchema) },
      },
    },
    async (req) => {
      const alert = await findAlert(db, req.auth.tenantId, pickId(req.query));
      if (!alert) throw notFound('Nie znaleziono powiadomienia.');
      return alert;
    },
  );

  app.put(
    `${N}/Update`,
    {
      config,
      schema: { body: AlertUpdateSchema, response: { 200: envelope(AvailabilityAlertSchema) } },
    },
    async (req) => {
      const { id, email, notified } = req.body;
      const alert = await updateAlert(db, req.auth.tenantId, id, {
        ...(email !== undefined ? { email: normalEmail(email) } : {}),
        ...(notified !== undefined ? { notified } : {}),
      });
      if (!alert) throw notFound('Nie znaleziono powiadomienia.');
      return alert;
    },
  );
}
