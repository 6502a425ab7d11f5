// Product admin calls (Pages.ProductConfiguration): grid list, edit form, create/update/delete,
// grid edits, archiving, attribute dictionaries.
import type { FastifyInstance } from 'fastify';
import { Type, envelope, notFound, pickId, IdQueryAnyCase, parseSorting, sql, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';
import { norm } from '../lib/text.js';
import { AdminListItem, AdminListQuery, GridUpdate, ProductEdit, ProductInput, ProductUpdate, type ProductPatch } from './admin-schemas.js';
import { loadEdit } from './edit-repository.js';
import { publishChanged, writeProduct } from './write.js';

const P = '/api/services/app/Product';
const SORTS = { id: 'p.id', name: 'p.name', code: 'p.code', valueBrutto: 'p.price_gross', qtyAvailable: 'p.qty_available', modificationTime: 'p.modification_time', brandName: 'b.name' } as const;
/** Counting stops here unless the caller pages further: a grid never counts a whole large table. */
const COUNT_CAP = 10_000;

export async function adminRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const config = { permission: PERMISSIONS.productConfiguration };

  app.get(`${P}/GetAllProducts`, { config, schema: { querystring: AdminListQuery, response: { 200: envelope(Type.Object({ items: Type.Array(AdminListItem), totalCount: Type.Integer(), totalCountCapped: Type.Boolean() })) } } }, async (req) => {
    const q = req.query as { filter?: string; sorting?: string; skipCount: number; maxResultCount: number; isArchived?: boolean; isActive?: boolean };
    const t = req.auth.tenantId;
    const f = q.filter?.trim() ? norm(q.filter.trim()) : null;
    const where = sql`p.tenant_id = ${t} and not p.is_service ${q.isArchived === undefined ? sql`` : sql`and p.is_archived = ${q.isArchived}`}
      ${q.isActive === undefined ? sql`` : sql`and p.is_active = ${q.isActive}`} ${f ? sql`and p.search_text like ${`%${f.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}`;
    const [column, dir] = parseSorting(q.sorting, SORTS, ['p.id', 'asc']);
    const take = Math.min(q.maxResultCount, 1000);
    const rows = (await sql<Record<string, any>>`select p.*, b.name as brand_name,
        (select i.url from catalog.product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image_url
      from catalog.products p left join catalog.brands b on b.id = p.brand_id where ${where}
      order by ${sql.raw(column)} ${sql.raw(dir)}, p.id limit ${take} offset ${q.skipCount}`.execute(ctx.db)).rows;
    const cap = Math.max(COUNT_CAP, q.skipCount + take * 5 + 1);
    const counted = Number((await sql<{ n: number }>`select count(*)::int as n from (select 1 from catalog.products p where ${where} limit ${cap}) x`.execute(ctx.db)).rows[0]!.n);
    return {
      totalCount: counted, totalCountCapped: counted >= cap,
      items: rows.map((r) => ({ id: r.id, erpId: r.erp_id, code: r.code, ean: r.ean, catalogNumber: r.catalog_number, name: r.name, brandName: r.brand_name, unit: r.unit,
        rate: Number(r.vat_rate), valueNetto: Number(r.price_net), valueBrutto: Number(r.price_gross), promotionValueNetto: Number(r.promo_net), promotionValueBrutto: Number(r.promo_gross),
        qtyAvailable: Number(r.qty_available), isActive: r.is_active, isArchived: r.is_archived, modificationTime: new Date(r.modification_time).toISOString(), imageUrl: r.image_url })),
    };
  });

  app.get(`${P}/GetProductToEdit`, { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(ProductEdit) } } },
    async (req) => loadEdit(ctx.db, req.auth.tenantId, pickId(req.query as { id?: number; Id?: number })));

  const save = (tenantId: number, id: number | null, patch: ProductPatch) => ctx.db.transaction().execute((tx) => writeProduct(ctx, tx, tenantId, id, patch));

  app.post(`${P}/CreateProduct`, { config, schema: { body: ProductInput, response: { 200: envelope(ProductEdit) } } }, async (req) => {
    const id = await save(req.auth.tenantId, null, req.body as ProductPatch);
    return loadEdit(ctx.db, req.auth.tenantId, id);
  });

  app.put(`${P}/UpdateProduct`, { config, schema: { body: ProductUpdate, response: { 200: envelope(ProductEdit) } } }, async (req) => {
    const { id, ...patch } = req.body as ProductPatch & { id: number };
    await save(req.auth.tenantId, id, patch);
    return loadEdit(ctx.db, req.auth.tenantId, id);
  });

  app.put(`${P}/UpdateFromGrid`, { config, schema: { body: GridUpdate, response: { 200: envelope(ProductEdit) } } }, async (req) => {
    const { id, code, ...patch } = req.body as ProductPatch & { id: number; code: string };
    const row = await ctx.db.selectFrom('catalog.products').select('code').where('tenant_id', '=', req.auth.tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Nie znaleziono produktu.');
    if (row.code !== code) throw userError('Kod produktu nie zgadza się z edytowanym wierszem. Odśwież listę.');
    await save(req.auth.tenantId, id, patch);
    return loadEdit(ctx.db, req.auth.tenantId, id);
  });

  app.delete(`${P}/DeleteProduct`, { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(Type.Null()) } } }, async (req) => {
    const id = pickId(req.query as { id?: number; Id?: number });
    await ctx.db.transaction().execute(async (tx) => {
      const res = await tx.deleteFrom('catalog.products').where('tenant_id', '=', req.auth.tenantId).where('id', '=', id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('Nie znaleziono produktu.');
      await publishChanged(ctx, tx, req.auth.tenantId, id);
    });
    return null;
  });

  app.post(`${P}/ArchiveProducts`, { config, schema: { body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10_000 }), archive: Type.Boolean({ default: true }) }), response: { 200: envelope(Type.Object({ count: Type.Integer() })) } } }, async (req) => {
    const { ids, archive } = req.body as { ids: number[]; archive: boolean };
    return ctx.db.transaction().execute(async (tx) => {
      const rows = await tx.updateTable('catalog.products').set({ is_archived: archive, modification_time: sql`now()` }).where('tenant_id', '=', req.auth.tenantId).where('id', 'in', ids).returning('id').execute();
      for (const r of rows) await publishChanged(ctx, tx, req.auth.tenantId, r.id as number);
      return { count: rows.length };
    });
  });

  app.get(`${P}/GetAllDefAvailableAttributes`, { config, schema: { response: { 200: envelope(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), values: Type.Array(Type.String()) }))) } } }, async (req) =>
    (await sql<{ id: number; name: string; values: string[] }>`select d.id, d.name, coalesce((select array_agg(distinct a.attr_value order by a.attr_value) from catalog.product_attributes a where a.attr_id = d.id), '{}') as values
      from catalog.attribute_definitions d where d.tenant_id = ${req.auth.tenantId} order by d.name`.execute(ctx.db)).rows);

  app.get(`${P}/GetCecheCategory`, { config, schema: { querystring: Type.Object({ categoryId: Type.Integer({ minimum: 1 }) }), response: { 200: envelope(Type.Array(Type.Object({ attrId: Type.Integer(), attrName: Type.String(), values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })) }))) } } }, async (req) => {
    const { categoryId } = req.query as { categoryId: number };
    const rows = (await sql<{ attr_id: number; attr_name: string; attr_value: string; n: number }>`select a.attr_id, a.attr_name, a.attr_value, count(*)::int as n
      from catalog.products p join catalog.product_attributes a on a.product_id = p.id
      where p.tenant_id = ${req.auth.tenantId} and p.category_ids @> array[${categoryId}]::int[] group by a.attr_id, a.attr_name, a.attr_value order by a.attr_name, n desc, a.attr_value`.execute(ctx.db)).rows;
    const byAttr = new Map<number, { attrId: number; attrName: string; values: { value: string; count: number }[] }>();
    for (const r of rows) {
      if (!byAttr.has(r.attr_id)) byAttr.set(r.attr_id, { attrId: r.attr_id, attrName: r.attr_name, values: [] });
      byAttr.get(r.attr_id)!.values.push({ value: r.attr_value, count: r.n });
    }
    return [...byAttr.values()];
  });
}
