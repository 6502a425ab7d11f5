/**
 * $discounts: a signed-in contractor's prices from Product/DiscountsProduct, per product id
 * (storefront.md §7: discount answers replace prices per productId; on failure the
 * undiscounted prices stay). Anonymous visitors and users without a contractor skip the call.
 */
import { atom, computed } from 'nanostores';
import { $user } from '@armatura/shared-libs/session';
import { catalogApi } from '../api/catalog-api';
import type { ProductCard, ProductDiscount } from '@armatura/shared-libs/contracts';
import { displayPrice, type DisplayPrice } from './price';

export const $discounts = atom<ReadonlyMap<number, ProductDiscount>>(new Map());

/** B2B mode decides which values a missing caller price falls back to (spec §5). */
export const $isB2B = computed($user, (user) => Boolean(user?.isB2B));

let owner: number | null = null;
const pending = new Set<number>();

// Discounts belong to one contractor: drop them when the user changes.
$user.subscribe((user) => {
  const contractorId = user?.contractorId ?? null;
  if (contractorId !== owner) {
    owner = contractorId;
    pending.clear();
    if ($discounts.get().size > 0) $discounts.set(new Map());
  }
});

/** Asks for the prices of products not asked for yet; resolves when the answer is applied. */
export async function requestDiscounts(products: readonly ProductCard[]): Promise<void> {
  const contractorId = $user.get()?.contractorId;
  if (!contractorId || products.length === 0) return;
  const known = $discounts.get();
  const missing = products.filter((p) => !known.has(p.id) && !pending.has(p.id));
  if (missing.length === 0) return;
  missing.forEach((p) => pending.add(p.id));
  try {
    const answer = await catalogApi.discountsProduct(contractorId, missing);
    if (owner !== contractorId) return;
    const next = new Map($discounts.get());
    for (const row of answer)
      if (row && Number.isFinite(row.productId)) next.set(row.productId, row);
    $discounts.set(next);
  } catch (error) {
    // The spec: on failure the undiscounted prices stay.
    console.warn('DiscountsProduct failed; showing undiscounted prices', error);
  } finally {
    missing.forEach((p) => pending.delete(p.id));
  }
}

export function priceFor(
  product: ProductCard,
  discounts: ReadonlyMap<number, ProductDiscount>,
  isB2B: boolean,
): DisplayPrice {
  return displayPrice(product, discounts.get(product.id), isB2B);
}
