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
import { PRODUCT_CHANGED, type ProductChanged } from '@armatura/shared-libs/contracts';
import type { Transaction } from 'kysely';
import { refreshSearchColumns } from '../lib/search-columns.js';
import { round2 } from '../lib/text.js';
import { onStockChanged } from '../notify/stock.js';
import type { ProductPatch } from './admin-schemas.js';

const COLUMNS: Record<string, string> = {
  erpId: 'erp_id',
  code: 'code',
  ean: 'ean',
  catalogNumber: 'catalog_number',
  name: 'name',
  description: 'description',
  brandId: 'brand_id',
  unit: 'unit',
  rate: 'vat_rate',
  valueNetto: 'price_net',
  valueBrutto: 'price_gross',
  promotionValueNetto: 'promo_net',
  promotionValueBrutto: 'promo_gross',
  currency: 'currency',
  promotionCurrency: 'promo_currency',
  qtyAvailable: 'qty_available',
  isActive: 'is_active',
  isArchived: 'is_archived',
  isSale: 'is_sale',
  isNew: 'is_new',
  isRecommended: 'is_recommended',
  weight: 'weight',
  height: 'height',
  width: 'width',
  length: 'length',
};

/** Net and gross travel together: when only one is given the other follows from the VAT rate. */
function completePrices(p: ProductPatch, rate: number): ProductPatch {
  const out = { ...p };
  const pairs: [keyof ProductPatch, keyof ProductPatch][] = [
    ['valueNetto', 'valueBrutto'],
    ['promotionValueNetto', 'promotionValueBrutto'],
  ];
  for (const [net, gross] of pairs) {
    if (out[net] !== undefined && out[gross] === undefined)
      (out as any)[gross] = round2((out[net] as number) * (1 + rate / 100));
    if (out[gross] !== undefined && out[net] === undefined)
      (out as any)[net] = round2((out[gross] as number) / (1 + rate / 100));
  }
  return out;
}

export async function writeProduct(
  ctx: ModuleContext,
  tx: Transaction<any>,
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
  const row: Record<string, unknown> = { modification_time: sql`now()` };
  for (const [key, column] of Object.entries(COLUMNS))
    if ((p as any)[key] !== undefined)
      row[column] = key === 'ean' && (p as any)[key] === '' ? null : (p as any)[key];
  let productId: number;
  if (old) {
    await tx.updateTable('catalog.products').set(row).where('id', '=', old.id).execute();
    productId = old.id as number;
  } else {
    productId = (
      await tx
        .insertInto('catalog.products')
        .values({ ...row, tenant_id: tenantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
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
  tx: Transaction<any>,
  tenantId: number,
  productId: number,
) =>
  ctx.events.publish<ProductChanged>(tx, {
    type: PRODUCT_CHANGED,
    payload: { tenantId, productId },
    tenantId,
  });

async function replaceCategories(
  tx: Transaction<any>,
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

export async function attributeId(
  tx: Transaction<any>,
  tenantId: number,
  name: string,
): Promise<number> {
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
  ).id as number;
}

async function replaceAttributes(
  tx: Transaction<any>,
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
  tx: Transaction<any>,
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
      ).map((r) => r.id as number)
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
