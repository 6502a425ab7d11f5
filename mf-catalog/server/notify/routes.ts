// Availability alerts: anyone subscribes from the product page; staff (Pages.NotifyAvailability)
// list them per article, see the subscribers, and edit one.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  pickId,
  IdQueryAnyCase,
  sql,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';

const N = '/api/services/app/NotifyAvailability';
const Email = Type.String({ format: 'email', maxLength: 200, minLength: 3 });
const Alert = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  email: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  creationTime: Type.String(),
  notifiedAt: Type.Union([Type.String(), Type.Null()]),
});
const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
const toAlert = (r: Record<string, any>) => ({
  id: r.id,
  productId: r.product_id,
  email: r.email,
  userId: r.user_id ?? null,
  creationTime: iso(r.creation_time)!,
  notifiedAt: iso(r.notified_at),
});

export async function notifyRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const config = { permission: PERMISSIONS.notifyAvailability };

  app.post(
    `${N}/Create`,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        body: Type.Object({ email: Email, productId: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (req) => {
      const { email, productId } = req.body as { email: string; productId: number };
      const t = req.auth.tenantId;
      const product = await ctx.db
        .selectFrom('catalog.products')
        .select('id')
        .where('tenant_id', '=', t)
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!product) throw notFound('Nie znaleziono produktu.');
      const normalized = email.trim().toLowerCase();
      const existing = await ctx.db
        .selectFrom('catalog.notify_availability')
        .select('id')
        .where('tenant_id', '=', t)
        .where('product_id', '=', productId)
        .where('email', '=', normalized)
        .where('notified_at', 'is', null)
        .executeTakeFirst();
      if (existing) return { id: existing.id as number };
      const row = await ctx.db
        .insertInto('catalog.notify_availability')
        .values({
          tenant_id: t,
          product_id: productId,
          email: normalized,
          user_id: req.auth.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id as number };
    },
  );

  app.get(
    `${N}/GetAll`,
    {
      config,
      schema: {
        querystring: Type.Object({
          filter: Type.Optional(Type.String({ maxLength: 200 })),
          onlyPending: Type.Optional(Type.Boolean()),
          skipCount: Type.Integer({ minimum: 0, default: 0 }),
          maxResultCount: Type.Integer({ minimum: 1, maximum: 2147483647, default: 5 }),
        }),
        response: {
          200: envelope(
            Type.Object({
              totalCount: Type.Integer(),
              items: Type.Array(
                Type.Object({
                  productId: Type.Integer(),
                  code: Type.String(),
                  name: Type.String(),
                  qtyAvailable: Type.Number(),
                  subscribersCount: Type.Integer(),
                  pendingCount: Type.Integer(),
                  lastCreationTime: Type.String(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (req) => {
      const q = req.query as {
        filter?: string;
        onlyPending?: boolean;
        skipCount: number;
        maxResultCount: number;
      };
      const f = q.filter?.trim();
      const rows = (
        await sql<
          Record<string, any>
        >`select p.id, p.code, p.name, p.qty_available, count(*)::int as subs, count(*) filter (where n.notified_at is null)::int as pending,
        max(n.creation_time) as last, count(*) over ()::int as total
      from catalog.notify_availability n join catalog.products p on p.id = n.product_id
      where n.tenant_id = ${req.auth.tenantId} ${f ? sql`and (p.name ilike ${`%${f}%`} or p.code ilike ${`%${f}%`} or n.email ilike ${`%${f}%`})` : sql``}
      group by p.id ${q.onlyPending ? sql`having count(*) filter (where n.notified_at is null) > 0` : sql``}
      order by last desc, p.id limit ${Math.min(q.maxResultCount, 1000)} offset ${q.skipCount}`.execute(
          ctx.db,
        )
      ).rows;
      return {
        totalCount: rows[0]?.total ?? 0,
        items: rows.map((r) => ({
          productId: r.id,
          code: r.code,
          name: r.name,
          qtyAvailable: Number(r.qty_available),
          subscribersCount: r.subs,
          pendingCount: r.pending,
          lastCreationTime: iso(r.last)!,
        })),
      };
    },
  );

  app.get(
    `${N}/GetDetails`,
    {
      config,
      schema: {
        querystring: Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: envelope(
            Type.Object({
              product: Type.Object({
                id: Type.Integer(),
                code: Type.String(),
                name: Type.String(),
                qtyAvailable: Type.Number(),
              }),
              items: Type.Array(Alert),
            }),
          ),
        },
      },
    },
    async (req) => {
      const { productId } = req.query as { productId: number };
      const p = await ctx.db
        .selectFrom('catalog.products')
        .select(['id', 'code', 'name', 'qty_available'])
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!p) throw notFound('Nie znaleziono produktu.');
      const rows = await ctx.db
        .selectFrom('catalog.notify_availability')
        .selectAll()
        .where('tenant_id', '=', req.auth.tenantId)
        .where('product_id', '=', productId)
        .orderBy('creation_time', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return {
        product: {
          id: p.id as number,
          code: p.code as string,
          name: p.name as string,
          qtyAvailable: Number(p.qty_available),
        },
        items: rows.map(toAlert),
      };
    },
  );

  app.get(
    `${N}/Get`,
    { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(Alert) } } },
    async (req) => {
      const row = await ctx.db
        .selectFrom('catalog.notify_availability')
        .selectAll()
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', pickId(req.query as { id?: number; Id?: number }))
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono powiadomienia.');
      return toAlert(row);
    },
  );

  app.put(
    `${N}/Update`,
    {
      config,
      schema: {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          email: Type.Optional(Email),
          notified: Type.Optional(Type.Boolean()),
        }),
        response: { 200: envelope(Alert) },
      },
    },
    async (req) => {
      const b = req.body as { id: number; email?: string; notified?: boolean };
      const set: Record<string, unknown> = {};
      if (b.email !== undefined) set.email = b.email.trim().toLowerCase();
      if (b.notified !== undefined)
        set.notified_at = b.notified ? sql`coalesce(notified_at, now())` : null;
      const q = ctx.db
        .updateTable('catalog.notify_availability')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', b.id);
      const row = Object.keys(set).length
        ? await q.set(set).returningAll().executeTakeFirst()
        : await ctx.db
            .selectFrom('catalog.notify_availability')
            .selectAll()
            .where('tenant_id', '=', req.auth.tenantId)
            .where('id', '=', b.id)
            .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono powiadomienia.');
      return toAlert(row);
    },
  );
}
