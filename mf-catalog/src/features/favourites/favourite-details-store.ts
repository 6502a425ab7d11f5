/**
 * Prices, photos and stock for the favourites list: the list itself holds only {id, name}
 * (storefront.md §3), so each product is fetched (Product/Get), four at a time.
 */
import { atom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';
import { catalogApi } from '../api/catalog-api';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { requestDiscounts } from '../pricing/discounts-store';

export type FavouriteDetail =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductCard }
  /** Withdrawn, archived or unknown (404). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

export const $favouriteDetails = atom<ReadonlyMap<number, FavouriteDetail>>(new Map());

const PARALLEL = 4;

function put(id: number, detail: FavouriteDetail): void {
  const next = new Map($favouriteDetails.get());
  next.set(id, detail);
  $favouriteDetails.set(next);
}

async function fetchOne(id: number): Promise<void> {
  put(id, { status: 'loading' });
  try {
    const product = await catalogApi.getProduct(id);
    put(id, product ? { status: 'ready', product } : { status: 'missing' });
  } catch (error) {
    const failure = normalizeError(error);
    put(
      id,
      failure.status === 404
        ? { status: 'missing' }
        : { status: 'error', message: failure.message },
    );
  }
}

/** Loads the ids not loaded yet (or failed, with `retry`). */
export async function loadFavouriteDetails(
  ids: readonly number[],
  { retry = false } = {},
): Promise<void> {
  const known = $favouriteDetails.get();
  const queue = ids.filter((id) => {
    const detail = known.get(id);
    return !detail || (retry && detail.status === 'error');
  });
  const workers = Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await fetchOne(id);
  });
  await Promise.all(workers);
  const ready = ids
    .map((id) => $favouriteDetails.get().get(id))
    .flatMap((detail) => (detail?.status === 'ready' ? [detail.product] : []));
  await requestDiscounts(ready);
}
