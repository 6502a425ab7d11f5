/**
 * The home page's hero and banners from the published static blocks (categories `homeHero` and
 * `homeBanner`, in display order). A failed call counts as "nothing published": the widget then
 * shows its default hero, so the home page never loses its top.
 */
import { atom } from 'nanostores';
import { appUrl, get } from '@armatura/shared-libs/http';
import type { PublicBlockCategory, PublishedBlock } from '@armatura/shared-libs/contracts';

export interface HomeBlocksState {
  status: 'loading' | 'ready';
  /** The first published hero, or null (→ the default hero). */
  hero: PublishedBlock | null;
  banners: PublishedBlock[];
}

export const $homeBlocks = atom<HomeBlocksState>({ status: 'loading', hero: null, banners: [] });

const published = (category: PublicBlockCategory) =>
  get<PublishedBlock[]>(appUrl('StaticBlocks/GetPublished'), { category }, { silent: true }).catch(
    () => [] as PublishedBlock[],
  );

let pending: Promise<void> | null = null;

/** Reads both categories once per page view; later mounts reuse the answer. */
export function loadHomeBlocks(force = false): Promise<void> {
  if (pending && !force) return pending;
  pending = Promise.all([published('homeHero'), published('homeBanner')]).then(
    ([heroes, banners]) => $homeBlocks.set({ status: 'ready', hero: heroes[0] ?? null, banners }),
  );
  return pending;
}
