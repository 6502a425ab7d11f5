// Storefront product calls (anonymous allowed): categories, brands, product page, recommendations,
// related/similar articles, services, and DiscountsProduct (the caller's prices).
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  forbidden,
  notFound,
  pickId,
  IdQueryAnyCase,
  sql,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { priceBases, resolveCaller, loadPriceBases } from '../pricing/index.js';
import { cardQuery, loadCards, toCards } from './cards.js';
import { brandsWithCounts, categoryTree, linkedIds, productExtras } from './repository.js';
import { PERMISSIONS } from '../permissions.js';
import {
  BrandSchema,
  CardList,
  CardPage,
  CategoryNode,
  DiscountAnswer,
  DiscountRequest,
  ProductDetailsSchema,
  RecommendedView,
  ServiceSchema,
} from './schemas.js';

const P = '/api/services/app/Product';
/** Who may ask for another contractor's prices (the commerce staff and the admin). */
const CONTRACTOR_PRICES_PERMISSION = PERMISSIONS.productConfiguration;
const LinkQuery = Type.Object({
  productId: Type.Integer({ minimum: 1 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 50, default: 8 }),
});
const VIEWS = [
  { type: 'promotion', name: 'Promocje', slug: 'promocje', flag: 'promo_gross > 0' },
  { type: 'sale', name: 'Wyprzedaż', slug: 'wyprzedaz', flag: 'is_sale' },
  { type: 'new', name: 'Nowości', slug: 'nowosci', flag: 'is_new' },
  { type: 'recommended', name: 'Polecane', slug: 'polecane', flag: 'is_recommended' },
];

export async function storefrontRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const caller = (req: { auth: { tenantId: number; userId: number | null } }) =>
    resolveCaller(ctx, req.auth.tenantId, req.auth.userId);

  app.get(
    `${P}/GetCategoryTree`,
    {
      schema: {
        querystring: Type.Object({ Level: Type.Integer({ minimum: 1, maximum: 3, default: 2 }) }),
        response: { 200: envelope(Type.Array(CategoryNode)) },
      },
    },
    async (req) => categoryTree(ctx.db, req.auth.tenantId, (req.query as { Level: number }).Level),
  );

  app.get(
    `${P}/GetBrands`,
    { schema: { response: { 200: envelope(Type.Array(BrandSchema)) } } },
    async (req) => brandsWithCounts(ctx.db, req.auth.tenantId),
  );

  app.get(
    `${P}/GetRecommendedArticles`,
    {
      schema: {
        querystring: Type.Object({
          maxResultCount: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
        }),
        response: { 200: envelope(CardPage) },
      },
    },
    async (req) => {
      const { maxResultCount } = req.query as { maxResultCount: number };
      const base = () =>
        cardQuery(ctx.db, req.auth.tenantId)
          .where('p.is_active', '=', true)
          .where('p.is_archived', '=', false)
          .where('p.is_recommended', '=', true);
      const rows = await base()
        .orderBy('p.modification_time', 'desc')
        .orderBy('p.id')
        .limit(maxResultCount)
        .execute();
      const total = await base()
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        items: await toCards(ctx.db, req.auth.tenantId, await caller(req), rows),
        totalCount: Number(total.n),
      };
    },
  );

  app.get(
    `${P}/GetRecommendedCategoryTree`,
    { schema: { response: { 200: envelope(Type.Array(RecommendedView)) } } },
    async (req) => {
      const counts = (
        await sql<
          Record<string, number>
        >`select ${sql.join(VIEWS.map((v) => sql`count(*) filter (where ${sql.raw(v.flag)})::int as ${sql.ref(v.type)}`))}
      from catalog.products where tenant_id = ${req.auth.tenantId} and is_active and not is_archived and not is_service`.execute(
          ctx.db,
        )
      ).rows[0]!;
      return VIEWS.map((v) => ({
        type: v.type,
        name: v.name,
        slug: v.slug,
        path: `/${v.slug}`,
        count: Number(counts[v.type] ?? 0),
      }));
    },
  );

  for (const kind of ['related', 'similar'] as const) {
    app.get(
      `${P}/Get${kind === 'related' ? 'Related' : 'Similar'}Articles`,
      { schema: { querystring: LinkQuery, response: { 200: envelope(CardList) } } },
      async (req) => {
        const q = req.query as { productId: number; maxResultCount: number };
        const ids = await linkedIds(ctx.db, req.auth.tenantId, q.productId, kind, q.maxResultCount);
        return { items: await loadCards(ctx.db, req.auth.tenantId, await caller(req), ids) };
      },
    );
  }

  app.get(
    `${P}/Get`,
    { schema: { querystring: IdQueryAnyCase, response: { 200: envelope(ProductDetailsSchema) } } },
    async (req) => {
      const id = pickId(req.query as { id?: number; Id?: number });
      const row = await cardQuery(ctx.db, req.auth.tenantId)
        .select(['p.description', 'p.weight', 'p.height', 'p.width', 'p.length'])
        .where('p.id', '=', id)
        .where('p.is_active', '=', true)
        .where('p.is_archived', '=', false)
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono produktu.');
      const [card] = await toCards(ctx.db, req.auth.tenantId, await caller(req), [row]);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        ...card!,
        description: row.description,
        weight: num(row.weight),
        height: num(row.height),
        width: num(row.width),
        length: num(row.length),
        ...(await productExtras(ctx.db, req.auth.tenantId, id)),
      };
    },
  );

  app.post(
    `${P}/DiscountsProduct`,
    { schema: { body: DiscountRequest, response: { 200: envelope(DiscountAnswer) } } },
    async (req) => {
      const body = req.body as { contractorId: number | null; products: { productId: number }[] };
      let who = await caller(req);
      // Negotiated prices are the contractor's secret: a customer gets only their own contractor's;
      // another contractor's need the sales permission (being staff is not enough: content or
      // order staff have no business with them). Anonymous callers get list prices whatever they ask.
      // Ajv's type coercion turns `contractorId: null` into 0 (first branch of the union): 0 is "none".
      const requested = body.contractorId || null;
      if (requested !== null && req.auth.isAuthenticated && requested !== who.contractorId) {
        if (!req.auth.permissions.has(CONTRACTOR_PRICES_PERMISSION))
          throw forbidden('Nie możesz pobrać cen innego kontrahenta.');
        who = { ...who, isB2B: true, contractorId: requested };
      }
      const bases = await loadPriceBases(ctx.db, req.auth.tenantId, [
        ...new Set(body.products.map((p) => p.productId)),
      ]);
      const prices = await priceBases(ctx.db, req.auth.tenantId, who, [...bases.values()]);
      return body.products
        .filter((p) => prices.has(p.productId))
        .map((p) => ({
          productId: p.productId,
          promotionValueNetto: prices.get(p.productId)!.priceNet,
          promotionValueBrutto: prices.get(p.productId)!.priceGross,
        }));
    },
  );

  app.get(
    `${P}/GetArticleServicesList`,
    {
      schema: {
        querystring: Type.Object({ productId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: envelope(Type.Array(ServiceSchema)) },
      },
    },
    async (req) => {
      const rows = await cardQuery(ctx.db, req.auth.tenantId)
        .where('p.is_service', '=', true)
        .where('p.is_active', '=', true)
        .orderBy('p.name')
        .execute();
      const cards = await toCards(ctx.db, req.auth.tenantId, await caller(req), rows);
      return cards.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        unit: c.unit,
        priceNet: c.priceNet,
        priceGross: c.priceGross,
      }));
    },
  );
}
