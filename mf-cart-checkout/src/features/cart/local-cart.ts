// The anonymous visitor's cart in localStorage under `shoppingCart_{siteKey}`; siteKey = the tenant
// id (tenant cookie, default 1), so two shops on one domain never share a cart. Pure functions
// over the stored list; the store ($cart) decides when to call them.
import { DEFAULT_TENANT_ID, STORAGE_KEYS } from '@armatura/shared-libs/constants';
import { readTenantId } from '@armatura/shared-libs/session';
import {
  addQuantities,
  impliedVatRate,
  parseQuantity,
  vatTotals,
} from '@armatura/shared-libs/format';

/** storefront.md §3 "Cart item (local)": productId, priceNet, priceGross, qty — plus what the screen shows. */
export interface LocalCartItem {
  productId: number;
  priceNet: number;
  priceGross: number;
  qty: number;
  name: string;
  unit: string;
}

export const siteKey = () => readTenantId() ?? DEFAULT_TENANT_ID;
export const localCartKey = () => STORAGE_KEYS.shoppingCart(siteKey());

/** What another tab or an older version stored is checked before it is used. */
function isItem(x: unknown): x is LocalCartItem {
  if (!x || typeof x !== 'object') return false;
  const item = x as Record<string, unknown>;
  return (
    Number.isInteger(item.productId) &&
    typeof item.priceNet === 'number' &&
    typeof item.qty === 'number'
  );
}

export function readLocalCart(storage: Storage = localStorage): LocalCartItem[] {
  try {
    const raw = JSON.parse(storage.getItem(localCartKey()) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter(isItem).map((x) => ({
          ...x,
          name: String(x.name ?? ''),
          unit: String(x.unit ?? 'szt'),
          priceGross: Number(x.priceGross ?? 0),
        }))
      : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: LocalCartItem[], storage: Storage = localStorage): void {
  if (items.length === 0) storage.removeItem(localCartKey());
  else storage.setItem(localCartKey(), JSON.stringify(items));
}

/** Same productId and priceNet → quantities merged (one decimal, trailing zeros trimmed); else a new line. */
export function addLocalItem(items: LocalCartItem[], item: LocalCartItem): LocalCartItem[] {
  const qty = parseQuantity(item.qty, item.unit);
  if (qty <= 0) return items;
  const i = items.findIndex((x) => x.productId === item.productId && x.priceNet === item.priceNet);
  if (i < 0) return [...items, { ...item, qty }];
  return items.map((x, k) =>
    k === i ? { ...x, qty: parseQuantity(addQuantities(x.qty, qty), x.unit) } : x,
  );
}

export function setLocalQty(items: LocalCartItem[], index: number, qty: unknown): LocalCartItem[] {
  const item = items[index];
  if (!item) return items;
  const parsed = parseQuantity(qty, item.unit);
  return parsed <= 0
    ? items.filter((_, k) => k !== index)
    : items.map((x, k) => (k === index ? { ...x, qty: parsed } : x));
}

export const removeLocalItem = (items: LocalCartItem[], index: number) =>
  items.filter((_, k) => k !== index);

/** The badge of an anonymous visitor: the shop's one money rule over what they saw (the rate is
 * implied by the unit prices), so it shows the gross the cart screen shows; and the number of lines. */
export function localTotals(items: LocalCartItem[]) {
  const totals = vatTotals(
    items.map((x) => ({
      qty: x.qty,
      priceNet: x.priceNet,
      vatRate: impliedVatRate(x.priceNet, x.priceGross),
    })),
  );
  return { totalPrice: totals.gross, quantity: items.length };
}
