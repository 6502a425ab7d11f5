/**
 * Favourite products (storefront.md §3 "Favourite product (local): id, name", §5, §9 key
 * 'favorites'). The list lives in localStorage so it works without signing in; other tabs
 * see changes through the storage event.
 */
import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '@armatura/shared-libs/constants';
import { notify } from '@armatura/shared-libs/notices';
import { catalogTexts } from '../texts/catalog-texts';
import { onOtherTabChange, readJson, writeJson } from '../storage/local-storage';

export interface FavouriteProduct {
  id: number;
  name: string;
}

function isFavouriteList(value: unknown): value is FavouriteProduct[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        item && typeof item === 'object' && Number.isFinite(Number((item as FavouriteProduct).id)),
    )
  );
}

function load(): FavouriteProduct[] {
  return readJson(STORAGE_KEYS.favorites, [], isFavouriteList).map((item) => ({
    id: Number(item.id),
    name: String(item.name ?? ''),
  }));
}

export const $favourites = atom<FavouriteProduct[]>(load());
export const $favouriteIds = computed($favourites, (list) => new Set(list.map((item) => item.id)));

function save(list: FavouriteProduct[]): void {
  $favourites.set(list);
  writeJson(STORAGE_KEYS.favorites, list);
}

/** Re-reads the list (another tab changed it, or a test replaced localStorage). */
export function reloadFavourites(): void {
  $favourites.set(load());
}

export type AddFavouriteResult = 'added' | 'duplicate';

/**
 * Adds a product. A product whose id is already on the list is refused with the spec's message
 * (storefront.md §5) and the list stays as it was.
 */
export function addFavourite(product: FavouriteProduct): AddFavouriteResult {
  const list = $favourites.get();
  if (list.some((item) => item.id === product.id)) {
    notify({
      type: 'warning',
      title: catalogTexts.t('favouriteDuplicate', { name: product.name }),
    });
    return 'duplicate';
  }
  save([...list, { id: product.id, name: product.name }]);
  notify({ type: 'success', title: catalogTexts.t('favouriteAdded'), message: product.name });
  return 'added';
}

export function removeFavourite(id: number): void {
  const list = $favourites.get();
  if (list.some((item) => item.id === id)) save(list.filter((item) => item.id !== id));
}

export function clearFavourites(): void {
  save([]);
}

let stopWatching: (() => void) | null = null;

/** Keeps tabs in step; started by the first screen that shows favourites, idempotent. */
export function watchFavouritesInOtherTabs(): void {
  stopWatching ??= onOtherTabChange(STORAGE_KEYS.favorites, reloadFavourites);
}
