// Product admin calls (Pages.ProductConfiguration): grid list, edit form, create/update/delete,
// grid edits, archiving, attribute dictionaries.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  pickId,
  IdQueryAnyCase,
  parseSorting,
  sql,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';
import { norm } from '../lib/text.js';
import {
  ArchiveProductsSchema,
  ArchiveResultSchema,
  AttributeDefinitionSchema,
  CategoryAttributeSchema,
  CategoryAttributesQuerySchema,
  GridUpdateSchema,
  ProductEditSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductUpdateSchema,
  type ProductPatch,
  type ProductSortField,
} from './admin-schemas.js';
import { loadEdit } from './edit-repository.js';
import { publishChanged, writeProduct } from './write.js';

const P = '/api/services/app/Product';
/** Every sortable field of the contract (PRODUCT_SORT_FIELDS) → its column; anything else is a 400. */
const SORTS: Record<ProductSortField, string> = {
  id: 'p.id',
  name: 'p.name',
  code: 'p.code',
  valueNetto: 'p.price_net',
  valueBrutto: 'p.price_gross',
  qtyAvailable: 'p.qty_available',
  modificationTime: 'p.modification_time',
  brandName: 'b.name',
};
/** Counting stops here unless the caller pages further: a grid never counts a whole large table. */
const COUNT_CAP = 10_000;

export async function adminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the schemas: req.query/req.body are the contract's Static types, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = { permission: PERMISSIONS.productConfiguration };

  app.get(
    `${P}/GetAllProducts`,
    {
      config,
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const t = req.auth.tenantId;
      const f = q.filter?.trim() ? norm(q.filter.trim()) : null;
      const where = sql`p.tenant_id = ${t} and not p.is_service ${q.isArchived === undefined ? sql`` : sql`and p.is_archived = ${q.isArchived}`}
      ${q.isActive === undefined ? sql`` : sql`and p.is_active = ${q.isActive}`} ${f ? sql`and p.search_text like ${`%${f.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}`;
      const [column, dir] = parseSorting(q.sorting, SORTS, ['p.id', 'asc']);
      const take = Math.min(q.maxResultCount, 1000);
      const rows = (
        await sql<Record<string, any>>`select p.*, b.name as brand_name,
        (select i.url from catalog.product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image_url
      from catalog.products p left join catalog.brands b on b.id = p.brand_id where ${where}
      order by ${sql.raw(column)} ${sql.raw(dir)}, p.id limit ${take} offset ${q.skipCount}`.execute(
          ctx.db,
        )
      ).rows;
      const cap = Math.max(COUNT_CAP, q.skipCount + take * 5 + 1);
      const counted = Number(
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from (select 1 from catalog.products p where ${where} limit ${cap}) x`.execute(
            ctx.db,
          )
        ).rows[0]!.n,
      );
      return {
        totalCount: counted,
        totalCountCapped: counted >= cap,
        items: rows.map((r) => ({
          id: r.id,
          erpId: r.erp_id,
          code: r.code,
          ean: r.ean,
          catalogNumber: r.catalog_number,
          name: r.name,
          brandName: r.brand_name,
          unit: r.unit,
          rate: Number(r.vat_rate),
          valueNetto: Number(r.price_net),
          valueBrutto: Number(r.price_gross),
          promotionValueNetto: Number(r.promo_net),
          promotionValueBrutto: Number(r.promo_gross),
          qtyAvailable: Number(r.qty_available),
          isActive: r.is_active,
          isArchived: r.is_archived,
          modificationTime: new Date(r.modification_time).toISOString(),
          imageUrl: r.image_url,
        })),
      };
    },
  );

  app.get(
    `${P}/GetProductToEdit`,
    {
      config,
      schema: { querystring: IdQueryAnyCase, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => loadEdit(ctx.db, req.auth.tenantId, pickId(req.query)),
  );

  const save = (tenantId: number, id: number | null, patch: ProductPatch) =>
    ctx.db.transaction().execute((tx) => writeProduct(ctx, tx, tenantId, id, patch));

  app.post(
    `${P}/CreateProduct`,
    {
      config,
      schema: { body: ProductInputSchema, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => {
      const id = await save(req.auth.tenantId, null, req.body);
      return loadEdit(ctx.db, req.auth.tenantId, id);
    },
  );

  app.put(
    `${P}/UpdateProduct`,
    {
      config,
      schema: { body: ProductUpdateSchema, response: { 200: envelope(ProductEditSchema) } },
    },
    async (req) => {
      const { id, ...patch } = req.body;
      await save(req.auth.tenantId, id, patch);
      return loadEdit(ctx.db, req.auth.tenantId, id);
    },
  );

  app.put(
    `${P}/UpdateFromGrid`,
    { config, schema: { body: GridUpdateSchema, response: { 200: envelope(ProductEditSchema) } } },
    async (req) => {
      const { id, code, ...patch } = req.body;
      const row = await ctx.db
        .selectFrom('catalog.products')
        .select('code')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono produktu.');
      if (row.code !== code)
        throw userError('Kod produktu nie zgadza się z edytowanym wierszem. Odśwież listę.');
      await save(req.auth.tenantId, id, patch);
      return loadEdit(ctx.db, req.auth.tenantId, id);
    },
  );

  app.delete(
    `${P}/DeleteProduct`,
    { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(Type.Null()) } } },
    async (req) => {
      const id = pickId(req.query);
      await ctx.db.transaction().execute(async (tx) => {
        const res = await tx
          .deleteFrom('catalog.products')
          .where('tenant_id', '=', req.auth.tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(res.numDeletedRows) === 0) throw notFound('Nie znaleziono produktu.');
        await publishChanged(ctx, tx, req.auth.tenantId, id);
      });
      return null;
    },
  );

  app.post(
    `${P}/ArchiveProducts`,
    {
      config,
      schema: { body: ArchiveProductsSchema, response: { 200: envelope(ArchiveResultSchema) } },
    },
    async (req) => {
      const { ids, archive } = req.body;
      return ctx.db.transaction().execute(async (tx) => {
        const rows = await tx
          .updateTable('catalog.products')
          .set({ is_archived: archive, modification_time: sql`now()` })
          .where('tenant_id', '=', req.auth.tenantId)
          .where('id', 'in', ids)
          .returning('id')
          .execute();
        for (const r of rows) await publishChanged(ctx, tx, req.auth.tenantId, r.id as number);
        return { count: rows.length };
      });
    },
  );

  app.get(
    `${P}/GetAllDefAvailableAttributes`,
    { config, schema: { response: { 200: envelope(Type.Array(AttributeDefinitionSchema)) } } },
    async (req) =>
      (
        await sql<{
          id: number;
          name: string;
          values: string[];
        }>`select d.id, d.name, coalesce((select array_agg(distinct a.attr_value order by a.attr_value) from catalog.product_attributes a where a.attr_id = d.id), '{}') as values
      from catalog.attribute_definitions d where d.tenant_id = ${req.auth.tenantId} order by d.name`.execute(
          ctx.db,
        )
      ).rows,
  );

  app.get(
    `${P}/GetCecheCategory`,
    {
      config,
      schema: {
        querystring: CategoryAttributesQuerySchema,
        response: { 200: envelope(Type.Array(CategoryAttributeSchema)) },
      },
    },
    async (req) => {
      const { categoryId } = req.query;
      const rows = (
        await sql<{
          attr_id: number;
          attr_name: string;
          attr_value: string;
          n: number;
        }>`select a.attr_id, a.attr_name, a.attr_value, count(*)::int as n
      from catalog.products p join catalog.product_attributes a on a.product_id = p.id
      where p.tenant_id = ${req.auth.tenantId} and p.category_ids @> array[${categoryId}]::int[] group by a.attr_id, a.attr_name, a.attr_value order by a.attr_name, n desc, a.attr_value`.execute(
          ctx.db,
        )
      ).rows;
      const byAttr = new Map<
        number,
        { attrId: number; attrName: string; values: { value: string; count: number }[] }
      >();
      for (const r of rows) {
        if (!byAttr.has(r.attr_id))
          byAttr.set(r.attr_id, { attrId: r.attr_id, attrName: r.attr_name, values: [] });
        byAttr.get(r.attr_id)!.values.push({ value: r.attr_value, count: r.n });
      }
      return [...byAttr.values()];
    },
  );
}
