// The one write path for products (admin forms, grid edits, import): row, categories, attributes,
// links, search columns, availability alerts and the catalog.productChanged event — all in the
// caller's transaction, so the outbox event exists exactly when the change is committed.
import {
  conflict,
  notFound,
  userError,
  sql,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import {
  PRODUCT_CHANGED,
  type ProductChanged,
  type ProductPatch,
} from '@armatura/shared-libs/contracts';
import type { Updateable } from 'kysely';
import { refreshSearchColumns } from '../lib/search-columns.js';
import { round2 } from '../lib/text.js';
import { onStockChanged } from '../notify/stock.js';
import type { CatalogDb, CatalogProducts } from '../db/tables.js';

/** The patch's fields as columns; absent (undefined) fields are left out of the statement. */
function productColumns(p: ProductPatch): Updateable<CatalogProducts> {
  return {
    erp_id: p.erpId,
    code: p.code,
    ean: p.ean === '' ? null : p.ean,
    catalog_number: p.catalogNumber,
    name: p.name,
    description: p.description,
    brand_id: p.brandId,
    unit: p.unit,
    vat_rate: p.rate,
    price_net: p.valueNetto,
    price_gross: p.valueBrutto,
    promo_net: p.promotionValueNetto,
    promo_gross: p.promotionValueBrutto,
    currency: p.currency,
    promo_currency: p.promotionCurrency,
    qty_available: p.qtyAvailable,
    is_active: p.isActive,
    is_archived: p.isArchived,
    is_sale: p.isSale,
    is_new: p.isNew,
    is_recommended: p.isRecommended,
    weight: p.weight,
    height: p.height,
    width: p.width,
    length: p.length,
  };
}

/** Net and gross travel together: when only one is given the other follows from the VAT rate. */
function completePrices(p: ProductPatch, rate: number): ProductPatch {
  const out = { ...p };
  const withVat = (net: number) => round2(net * (1 + rate / 100));
  const withoutVat = (gross: number) => round2(gross / (1 + rate / 100));
  if (out.valueNetto !== undefined && out.valueBrutto === undefined)
    out.valueBrutto = withVat(out.valueNetto);
  if (out.valueBrutto !== undefined && out.valueNetto === undefined)
    out.valueNetto = withoutVat(out.valueBrutto);
  if (out.promotionValueNetto !== undefined && out.promotionValueBrutto === undefined)
    out.promotionValueBrutto = withVat(out.promotionValueNetto);
  if (out.promotionValueBrutto !== undefined && out.promotionValueNetto === undefined)
    out.promotionValueNetto = withoutVat(out.promotionValueBrutto);
  return out;
}

export async function writeProduct(
  ctx: ModuleContext,
  tx: CatalogDb,
  tenantId: number,
  id: number | null,
  patch: ProductPatch,
): Promise<number> {
  const old =
    id === null
      ? null
      : await tx
          .selectFrom('catalog.products')
          .select(['id', 'qty_available', 'vat_rate'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
  if (id !== null && !old) throw notFound('Nie znaleziono produktu.');
  const p = completePrices(patch, patch.rate ?? Number(old?.vat_rate ?? 23));
  if (p.code !== undefined) {
    const clash = await tx
      .selectFrom('catalog.products')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', p.code)
      .executeTakeFirst();
    if (clash && clash.id !== id) throw conflict(`Produkt o kodzie '${p.code}' już istnieje.`);
  }
  if (p.brandId) {
    const brand = await tx
      .selectFrom('catalog.brands')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', p.brandId)
      .executeTakeFirst();
    if (!brand) throw userError('Wybrana marka nie istnieje.');
  }
  const row = { ...productColumns(p), modification_time: sql<Date>`now()` };
  let productId: number;
  if (old) {
    await tx.updateTable('catalog.products').set(row).where('id', '=', old.id).execute();
    productId = old.id;
  } else {
    // Creating needs the two required columns (CreateProduct's schema and the import ensure them).
    if (p.code === undefined || p.name === undefined)
      throw userError('Podaj kod i nazwę nowego produktu.');
    productId = (
      await tx
        .insertInto('catalog.products')
        .values({ ...row, code: p.code, name: p.name, tenant_id: tenantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  if (p.categoryIds) await replaceCategories(tx, tenantId, productId, p.categoryIds);
  if (p.attributes) await replaceAttributes(tx, tenantId, productId, p.attributes);
  if (p.relatedIds) await replaceLinks(tx, tenantId, productId, 'related', p.relatedIds);
  if (p.similarIds) await replaceLinks(tx, tenantId, productId, 'similar', p.similarIds);
  await refreshSearchColumns(tx, tenantId, [productId]);
  if (p.qtyAvailable !== undefined)
    await onStockChanged(
      ctx,
      tx,
      tenantId,
      productId,
      old ? Number(old.qty_available) : 0,
      p.qtyAvailable,
    );
  await publishChanged(ctx, tx, tenantId, productId);
  return productId;
}

export const publishChanged = (
  ctx: ModuleContext,
  tx: CatalogDb,
  tenantId: number,
  productId: number,
) =>
  ctx.events.publish<ProductChanged>(tx, {
    type: PRODUCT_CHANGED,
    payload: { tenantId, productId },
    tenantId,
  });

async function replaceCategories(
  tx: CatalogDb,
  tenantId: number,
  productId: number,
  ids: number[],
) {
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await tx
        .selectFrom('catalog.categories')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', unique)
        .execute()
    : [];
  if (found.length !== unique.length) throw userError('Wybrana kategoria nie istnieje.');
  await tx.deleteFrom('catalog.product_categories').where('product_id', '=', productId).execute();
  if (unique.length)
    await tx
      .insertInto('catalog.product_categories')
      .values(unique.map((c) => ({ tenant_id: tenantId, product_id: productId, category_id: c })))
      .execute();
}

export async function attributeId(tx: CatalogDb, tenantId: number, name: string): Promise<number> {
  await sql`insert into catalog.attribute_definitions (tenant_id, name) values (${tenantId}, ${name}) on conflict (tenant_id, name) do nothing`.execute(
    tx,
  );
  return (
    await tx
      .selectFrom('catalog.attribute_definitions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

async function replaceAttributes(
  tx: CatalogDb,
  tenantId: number,
  productId: number,
  attrs: { attrName: string; attrValue: string }[],
) {
  await tx.deleteFrom('catalog.product_attributes').where('product_id', '=', productId).execute();
  for (const a of attrs) {
    const attrName = a.attrName.trim();
    await tx
      .insertInto('catalog.product_attributes')
      .values({
        tenant_id: tenantId,
        product_id: productId,
        attr_id: await attributeId(tx, tenantId, attrName),
        attr_name: attrName,
        attr_value: a.attrValue.trim(),
      })
      .execute();
  }
}

async function replaceLinks(
  tx: CatalogDb,
  tenantId: number,
  productId: number,
  kind: string,
  ids: number[],
) {
  await tx
    .deleteFrom('catalog.product_links')
    .where('product_id', '=', productId)
    .where('kind', '=', kind)
    .execute();
  const valid = ids.length
    ? (
        await tx
          .selectFrom('catalog.products')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      ).map((r) => r.id)
    : [];
  const ordered = [...new Set(ids)].filter((i) => valid.includes(i) && i !== productId);
  if (ordered.length)
    await tx
      .insertInto('catalog.product_links')
      .values(
        ordered.map((l, sort) => ({
          tenant_id: tenantId,
          product_id: productId,
          linked_id: l,
          kind,
          sort,
        })),
      )
      .execute();
}
