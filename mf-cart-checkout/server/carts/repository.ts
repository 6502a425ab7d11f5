// The server cart's rows (checkout.cart_items) and its context (checkout.cart_context).
// Every query names the tenant and the user: a cart is only ever its owner's.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import { MAX_QUANTITY } from '../domain/quantity.js';
import type { CheckoutCartItems } from '../db/tables.js';
import type { CheckoutExecutor } from '../lib/checkout-db.js';

export interface CartRow {
  id: number;
  productId: number;
  qty: number;
  priceNet: number;
  priceGross: number;
  name: string;
  code: string;
  unit: string;
}
export interface CartContext {
  editingOrderId: number | null;
  offerId: number | null;
}
export interface Owner {
  tenantId: number;
  userId: number;
}
export interface NewCartLine {
  productId: number;
  qty: number;
  priceNet: number;
  priceGross: number;
  name: string;
  code: string;
  unit: string;
}

const toRow = (r: Selectable<CheckoutCartItems>): CartRow => ({
  id: r.id,
  productId: r.product_id,
  qty: Number(r.qty),
  priceNet: Number(r.price_net),
  priceGross: Number(r.price_gross),
  name: r.name,
  code: r.code,
  unit: r.unit,
});

export async function listCart(db: CheckoutExecutor, o: Owner): Promise<CartRow[]> {
  const rows = await db
    .selectFrom('checkout.cart_items')
    .selectAll()
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/** Adds a line, or merges its quantity into the line of the same product (one decimal, capped). */
export async function upsertLine(
  db: CheckoutExecutor,
  o: Owner,
  line: NewCartLine,
): Promise<CartRow> {
  const row = await db
    .insertInto('checkout.cart_items')
    .values({
      tenant_id: o.tenantId,
      user_id: o.userId,
      product_id: line.productId,
      qty: line.qty,
      price_net: line.priceNet,
      price_gross: line.priceGross,
      name: line.name,
      code: line.code,
      unit: line.unit,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'product_id']).doUpdateSet({
        qty: sql`least(round(checkout.cart_items.qty + excluded.qty, 1), ${MAX_QUANTITY})`,
        price_net: sql`excluded.price_net`,
        price_gross: sql`excluded.price_gross`,
        name: sql`excluded.name`,
        code: sql`excluded.code`,
        unit: sql`excluded.unit`,
        updated_at: sql`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRow(row);
}

export async function getLine(db: CheckoutExecutor, o: Owner, id: number): Promise<CartRow | null> {
  const row = await db
    .selectFrom('checkout.cart_items')
    .selectAll()
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function setQty(
  db: CheckoutExecutor,
  o: Owner,
  id: number,
  qty: number,
): Promise<CartRow | null> {
  const row = await db
    .updateTable('checkout.cart_items')
    .set({ qty, updated_at: sql`now()` })
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function removeLine(db: CheckoutExecutor, o: Owner, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('checkout.cart_items')
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Empties the cart and forgets what it was for (after placing, or on "clear cart"). */
export async function clearCart(db: CheckoutExecutor, o: Owner): Promise<void> {
  await db
    .deleteFrom('checkout.cart_items')
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .execute();
  await db
    .deleteFrom('checkout.cart_context')
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .execute();
}

export async function getContext(db: CheckoutExecutor, o: Owner): Promise<CartContext> {
  const row = await db
    .selectFrom('checkout.cart_context')
    .selectAll()
    .where('tenant_id', '=', o.tenantId)
    .where('user_id', '=', o.userId)
    .executeTakeFirst();
  return { editingOrderId: row?.editing_order_id ?? null, offerId: row?.offer_id ?? null };
}

export async function setContext(db: CheckoutExecutor, o: Owner, c: CartContext): Promise<void> {
  await db
    .insertInto('checkout.cart_context')
    .values({
      tenant_id: o.tenantId,
      user_id: o.userId,
      editing_order_id: c.editingOrderId,
      offer_id: c.offerId,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id']).doUpdateSet({
        editing_order_id: c.editingOrderId,
        offer_id: c.offerId,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
