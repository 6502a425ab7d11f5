/**
 * The home page's hero and banners from the published static blocks (categories `homeHero` and
 * `homeBanner`, in display order). A failed call counts as "nothing published": the widget then
 * shows its default hero, so the home page never loses its top.
 */
import { atom } from 'nanostores';
import { appUrl, carriedAnswer, get } from '@armatura/shared-libs/http';
import type { PublicBlockCategory, PublishedBlock } from '@armatura/shared-libs/contracts';

export interface HomeBlocksState {
  status: 'loading' | 'ready';
  /** The first published hero, or null (→ the default hero). */
  hero: PublishedBlock | null;
  banners: PublishedBlock[];
}

export const $homeBlocks = atom<HomeBlocksState>({ status: 'loading', hero: null, banners: [] });

const PUBLISHED = appUrl('StaticBlocks/GetPublished');

const published = (category: PublicBlockCategory) =>
  get<PublishedBlock[]>(PUBLISHED, { category }, { silent: true }).catch(
    () => [] as PublishedBlock[],
  );

let pending: Promise<void> | null = null;

/**
 * Takes the answers the page carries for both categories (the surface's widget `data`), so the
 * widget's first render is the hero, not its placeholder: on the server that renders it into the
 * page (each render carries its page's answers: no earlier page's blocks stay), and in the browser
 * that replaces that HTML with the widget. Answers are taken once: later calls change nothing.
 */
export function primeHomeBlocks(): void {
  const heroes = carriedAnswer<PublishedBlock[]>(PUBLISHED, { category: 'homeHero' });
  if (heroes === undefined) return;
  const banners = carriedAnswer<PublishedBlock[]>(PUBLISHED, { category: 'homeBanner' });
  if (banners === undefined) return; // loadHomeBlocks asks for both
  $homeBlocks.set({ status: 'ready', hero: heroes[0] ?? null, banners });
  pending = Promise.resolve();
}

/** Reads both categories once per page view; later mounts reuse the answer. */
export function loadHomeBlocks(force = false): Promise<void> {
  if (pending && !force) return pending;
  pending = Promise.all([published('homeHero'), published('homeBanner')]).then(
    ([heroes, banners]) => $homeBlocks.set({ status: 'ready', hero: heroes[0] ?? null, banners }),
  );
  return pending;
}
