// Cart logic for signed-in users: adding with the quantity rules, the priced view and totals.
import { notFound, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { priceProducts, toPricedLine } from '../lib/pricing.js';
import { computeTotals } from '../domain/totals.js';
import { normalizeQuantity, quantityProblem } from '../domain/quantity.js';
import { getContext, listCart, upsertLine, type CartRow, type Owner } from './repository.js';
import { allowsBackorders, isBackorder, stockProblem } from '../lib/stock.js';
import { orderRef } from '../orders/repository.js';

export type CartView = Awaited<ReturnType<typeof cartView>>;

/** Adds a product at the caller's current price; `lenient` normalises the quantity instead of refusing it. */
export async function addToCart(
  ctx: ModuleContext,
  o: Owner,
  productId: number,
  qty: number,
  lenient = false,
): Promise<CartRow> {
  const product = (await priceProducts(ctx, o, [productId])).get(productId);
  if (!product) throw notFound('Produkt jest niedostępny lub nie istnieje.');
  const quantity = lenient ? normalizeQuantity(qty, product.unit) : qty;
  const problem = quantityProblem(quantity, product.unit, product.name);
  if (problem) throw userError(problem);
  // The line's quantity after the add (it merges with a line of the same product) against the stock.
  const inCart = (await listCart(ctx.db, o)).find((r) => r.productId === productId)?.qty ?? 0;
  const short = stockProblem(product, inCart + quantity, await allowsBackorders(ctx, o.tenantId));
  if (short) throw userError(short);
  return upsertLine(ctx.db, o, {
    productId,
    qty: quantity,
    priceNet: product.priceNet,
    priceGross: product.priceGross,
    name: product.name,
    code: product.code,
    unit: product.unit,
  });
}

/** The cart with current prices; withdrawn products stay visible (isAvailable false) but count for nothing. */
export async function cartView(ctx: ModuleContext, o: Owner) {
  const rows = await listCart(ctx.db, o);
  const prices = await priceProducts(
    ctx,
    o,
    rows.map((r) => r.productId),
  );
  const backorders = rows.length > 0 && (await allowsBackorders(ctx, o.tenantId));
  const items = rows.map((r) => {
    const p = prices.get(r.productId);
    if (p)
      return {
        id: r.id,
        ...toPricedLine(p, r.qty),
        isAvailable: true,
        backorder: isBackorder(r.qty, p.qtyAvailable, backorders),
        stockProblem: stockProblem(p, r.qty, backorders),
      };
    return {
      id: r.id,
      productId: r.productId,
      code: r.code,
      name: r.name || `Produkt ${r.productId}`,
      unit: r.unit,
      qty: r.qty,
      priceNet: r.priceNet,
      priceGross: r.priceGross,
      vatRate: 0,
      currency: 'PLN',
      netValue: 0,
      grossValue: 0,
      imageUrl: null,
      qtyAvailable: 0,
      isAvailable: false,
      backorder: false,
      stockProblem: null,
    };
  });
  const totals = computeTotals(items.filter((i) => i.isAvailable));
  const context = await getContext(ctx.db, o);
  return {
    items,
    totalCount: items.length,
    totals,
    editingOrder: context.editingOrderId
      ? await orderRef(ctx.db, o.tenantId, context.editingOrderId)
      : null,
    offer: context.offerId ? await orderRef(ctx.db, o.tenantId, context.offerId) : null,
  };
}

/** The mini-cart badge: gross total of the orderable lines and the number of lines. */
export async function cartTotals(ctx: ModuleContext, o: Owner) {
  const view = await cartView(ctx, o);
  return { totalPrice: view.totals.gross, quantity: view.items.length };
}
