// Storefront product calls (anonymous allowed): categories, brands, product page, recommendations,
// related/similar articles, services, and DiscountsProduct (the caller's prices). Schemas: the
// contract in shared-libs/src/contracts/catalog-storefront.ts; SQL: repository.ts beside this file.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  forbidden,
  notFound,
  pickId,
  IdQueryAnyCase,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BrandSchema,
  CardListSchema,
  CardPageSchema,
  CategoryNodeSchema,
  CategoryTreeQuerySchema,
  DiscountRequestSchema,
  LinkedArticlesQuerySchema,
  ProductDetailsSchema,
  ProductDiscountSchema,
  RecommendedArticlesQuerySchema,
  RecommendedCategorySchema,
  ServiceProductSchema,
  ServicesQuerySchema,
  type RecommendedCategory,
} from '@armatura/shared-libs/contracts';
import { priceBases, resolveCaller, loadPriceBases } from '../pricing/index.js';
import { loadCards, toCards } from './cards.js';
import {
  brandsWithCounts,
  categoryTree,
  linkedIds,
  productExtras,
  productPageRow,
  recommendedRows,
  serviceRows,
  viewCounts,
} from './repository.js';
import { PERMISSIONS } from '../permissions.js';
import type { CatalogDb } from '../db/tables.js';

const P = '/api/services/app/Product';
/** Who may ask for another contractor's prices (the commerce staff and the admin). */
const CONTRACTOR_PRICES_PERMISSION = PERMISSIONS.productConfiguration;
const VIEWS: Omit<RecommendedCategory, 'path' | 'count'>[] = [
  { type: 'promotion', name: 'Promocje', slug: 'promocje' },
  { type: 'sale', name: 'Wyprzedaż', slug: 'wyprzedaz' },
  { type: 'new', name: 'Nowości', slug: 'nowosci' },
  { type: 'recommended', name: 'Polecane', slug: 'polecane' },
];

export async function storefrontRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CatalogDb = ctx.db;
  const caller = (req: { auth: { tenantId: number; userId: number | null } }) =>
    resolveCaller(ctx, req.auth.tenantId, req.auth.userId);

  app.get(
    `${P}/GetCategoryTree`,
    {
      schema: {
        querystring: CategoryTreeQuerySchema,
        response: { 200: envelope(Type.Array(CategoryNodeSchema)) },
      },
    },
    async (req) => categoryTree(db, req.auth.tenantId, req.query.Level),
  );

  app.get(
    `${P}/GetBrands`,
    { schema: { response: { 200: envelope(Type.Array(BrandSchema)) } } },
    async (req) => brandsWithCounts(db, req.auth.tenantId),
  );

  app.get(
    `${P}/GetRecommendedArticles`,
    {
      schema: {
        querystring: RecommendedArticlesQuerySchema,
        response: { 200: envelope(CardPageSchema) },
      },
    },
    async (req) => {
      const { rows, totalCount } = await recommendedRows(
        db,
        req.auth.tenantId,
        req.query.maxResultCount,
      );
      return { items: await toCards(db, req.auth.tenantId, await caller(req), rows), totalCount };
    },
  );

  app.get(
    `${P}/GetRecommendedCategoryTree`,
    { schema: { response: { 200: envelope(Type.Array(RecommendedCategorySchema)) } } },
    async (req) => {
      const counts = await viewCounts(db, req.auth.tenantId);
      return VIEWS.map((v) => ({ ...v, path: `/${v.slug}`, count: counts[v.type] }));
    },
  );

  for (const kind of ['related', 'similar'] as const) {
    app.get(
      `${P}/Get${kind === 'related' ? 'Related' : 'Similar'}Articles`,
      {
        schema: {
          querystring: LinkedArticlesQuerySchema,
          response: { 200: envelope(CardListSchema) },
        },
      },
      async (req) => {
        const { productId, maxResultCount } = req.query;
        const ids = await linkedIds(db, req.auth.tenantId, productId, kind, maxResultCount);
        return { items: await loadCards(db, req.auth.tenantId, await caller(req), ids) };
      },
    );
  }

  app.get(
    `${P}/Get`,
    { schema: { querystring: IdQueryAnyCase, response: { 200: envelope(ProductDetailsSchema) } } },
    async (req) => {
      const id = pickId(req.query);
      const row = await productPageRow(db, req.auth.tenantId, id);
      if (!row) throw notFound('Nie znaleziono produktu.');
      const [card] = await toCards(db, req.auth.tenantId, await caller(req), [row]);
      return {
        ...card!,
        description: row.description,
        weight: row.weight,
        height: row.height,
        width: row.width,
        length: row.length,
        ...(await productExtras(db, req.auth.tenantId, id)),
      };
    },
  );

  app.post(
    `${P}/DiscountsProduct`,
    {
      schema: {
        body: DiscountRequestSchema,
        response: { 200: envelope(Type.Array(ProductDiscountSchema)) },
      },
    },
    async (req) => {
      const body = req.body;
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
      const bases = await loadPriceBases(db, req.auth.tenantId, [
        ...new Set(body.products.map((p) => p.productId)),
      ]);
      const prices = await priceBases(db, req.auth.tenantId, who, [...bases.values()]);
      return body.products.flatMap((p) => {
        const price = prices.get(p.productId);
        return price
          ? [
              {
                productId: p.productId,
                promotionValueNetto: price.priceNet,
                promotionValueBrutto: price.priceGross,
              },
            ]
          : [];
      });
    },
  );

  app.get(
    `${P}/GetArticleServicesList`,
    {
      schema: {
        querystring: ServicesQuerySchema,
        response: { 200: envelope(Type.Array(ServiceProductSchema)) },
      },
    },
    async (req) => {
      const rows = await serviceRows(db, req.auth.tenantId);
      const cards = await toCards(db, req.auth.tenantId, await caller(req), rows);
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
