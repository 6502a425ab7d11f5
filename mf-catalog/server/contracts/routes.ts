// Contracts of the signed-in contractor (/kontrakty): list, products with contract prices, and the
// per-product availability switch. Staff may look at any contractor's contracts.
import type { FastifyInstance } from 'fastify';
import { Type, envelope, notFound, sql, type ModuleContext } from '@armatura/shared-libs/server';
import { resolveCaller } from '../pricing/index.js';
import { cardQuery, toCards, ProductCardSchema } from '../products/cards.js';
import { PERMISSIONS } from '../permissions.js';
import { norm, round2 } from '../lib/text.js';

const P = '/api/services/app/Product';
const Paged = {
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
};
const ContractSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  name: Type.String(),
  contractorId: Type.Integer(),
  validFrom: Type.String(),
  validTo: Type.Union([Type.String(), Type.Null()]),
  isValid: Type.Boolean(),
  productCount: Type.Integer(),
});
const ContractProduct = Type.Intersect([
  ProductCardSchema,
  Type.Object({
    contractPriceNet: Type.Number(),
    contractPriceGross: Type.Number(),
    isAvailable: Type.Boolean(),
  }),
]);
const day = (d: unknown) =>
  d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10);

export async function contractRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const config = { permission: PERMISSIONS.contracts };

  /** The contractor whose contracts the caller may see (null = none; staff without a choice = all). */
  async function scope(
    req: { auth: { tenantId: number; userId: number | null } },
    requested?: number,
  ) {
    const who = await resolveCaller(ctx, req.auth.tenantId, req.auth.userId);
    if (who.isStaff) return { who, contractorId: requested ?? null, all: requested === undefined };
    return { who, contractorId: who.contractorId, all: false };
  }

  async function contractFor(
    req: { auth: { tenantId: number; userId: number | null } },
    contractId: number,
  ) {
    const { contractorId, all } = await scope(req);
    const c = await ctx.db
      .selectFrom('catalog.contracts')
      .selectAll()
      .where('tenant_id', '=', req.auth.tenantId)
      .where('id', '=', contractId)
      .executeTakeFirst();
    if (!c || (!all && c.contractor_id !== contractorId))
      throw notFound('Nie znaleziono kontraktu.');
    return c;
  }

  app.get(
    `${P}/GetContracts`,
    {
      config,
      schema: {
        querystring: Type.Object({
          ...Paged,
          contractorId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: {
          200: envelope(
            Type.Object({ items: Type.Array(ContractSchema), totalCount: Type.Integer() }),
          ),
        },
      },
    },
    async (req) => {
      const q = req.query as {
        filter?: string;
        skipCount: number;
        maxResultCount: number;
        contractorId?: number;
      };
      const { contractorId, all } = await scope(req, q.contractorId);
      if (!all && contractorId === null) return { items: [], totalCount: 0 };
      const where = sql`c.tenant_id = ${req.auth.tenantId} ${all ? sql`` : sql`and c.contractor_id = ${contractorId}`}
      ${q.filter ? sql`and (c.name ilike ${`%${q.filter}%`} or c.number ilike ${`%${q.filter}%`})` : sql``}`;
      const rows = (
        await sql<
          Record<string, any>
        >`select c.*, (c.is_active and c.valid_from <= current_date and (c.valid_to is null or c.valid_to >= current_date)) as is_valid,
        (select count(*)::int from catalog.contract_products cp where cp.contract_id = c.id) as product_count, count(*) over ()::int as total
      from catalog.contracts c where ${where} order by c.valid_from desc, c.id desc limit ${q.maxResultCount} offset ${q.skipCount}`.execute(
          ctx.db,
        )
      ).rows;
      return {
        totalCount: rows[0]?.total ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          name: r.name,
          contractorId: r.contractor_id,
          validFrom: day(r.valid_from),
          validTo: r.valid_to ? day(r.valid_to) : null,
          isValid: r.is_valid,
          productCount: r.product_count,
        })),
      };
    },
  );

  app.get(
    `${P}/GetContractProducts`,
    {
      config,
      schema: {
        querystring: Type.Object({ ...Paged, contractId: Type.Integer({ minimum: 1 }) }),
        response: {
          200: envelope(
            Type.Object({ items: Type.Array(ContractProduct), totalCount: Type.Integer() }),
          ),
        },
      },
    },
    async (req) => {
      const q = req.query as {
        filter?: string;
        skipCount: number;
        maxResultCount: number;
        contractId: number;
      };
      const contract = await contractFor(req, q.contractId);
      let query = cardQuery(ctx.db, req.auth.tenantId)
        .innerJoin('catalog.contract_products as cp', 'cp.product_id', 'p.id')
        .select([
          'cp.price_net as contract_price',
          'cp.is_available',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .where('cp.contract_id', '=', contract.id);
      if (q.filter?.trim())
        query = query.where(
          sql<boolean>`p.search_text like ${`%${norm(q.filter.trim()).replace(/[\\%_]/g, '\\$&')}%`}`,
        );
      const rows = await query
        .orderBy('p.name')
        .limit(q.maxResultCount)
        .offset(q.skipCount)
        .execute();
      const cards = await toCards(
        ctx.db,
        req.auth.tenantId,
        { isB2B: true, contractorId: contract.contractor_id as number },
        rows,
      );
      return {
        totalCount: Number(rows[0]?.total ?? 0),
        items: cards.map((c, i) => ({
          ...c,
          contractPriceNet: Number(rows[i]!.contract_price),
          contractPriceGross: round2(Number(rows[i]!.contract_price) * (1 + c.rate / 100)),
          isAvailable: rows[i]!.is_available as boolean,
        })),
      };
    },
  );

  app.post(
    `${P}/SetAvailableContractProduct`,
    {
      config,
      schema: {
        body: Type.Object({
          contractId: Type.Integer({ minimum: 1 }),
          productId: Type.Integer({ minimum: 1 }),
          isAvailable: Type.Boolean(),
        }),
        response: {
          200: envelope(
            Type.Object({
              contractId: Type.Integer(),
              productId: Type.Integer(),
              isAvailable: Type.Boolean(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const b = req.body as { contractId: number; productId: number; isAvailable: boolean };
      const contract = await contractFor(req, b.contractId);
      const res = await ctx.db
        .updateTable('catalog.contract_products')
        .set({ is_available: b.isAvailable })
        .where('contract_id', '=', contract.id)
        .where('product_id', '=', b.productId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('Produkt nie należy do tego kontraktu.');
      return b;
    },
  );
}
