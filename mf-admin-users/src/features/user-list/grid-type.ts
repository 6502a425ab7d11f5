/**
 * The user list's grid type, table or cards (back-office.md §9: "the grid type is kept in browser
 * local storage"). Its own key, so the catalogue's view mode under `gridType` is left alone; cards
 * suit a phone, the table a desk.
 */
import { atom } from 'nanostores';

export const USERS_GRID_TYPE_KEY = 'usersGridType';
export const GRID_TYPES = ['table', 'cards'] as const;
export type GridType = (typeof GRID_TYPES)[number];

const isGridType = (value: string | null | undefined): value is GridType =>
  GRID_TYPES.some((type) => type === value);

function read(): GridType {
  try {
    const stored = globalThis.localStorage?.getItem(USERS_GRID_TYPE_KEY);
    return isGridType(stored) ? stored : 'table';
  } catch {
    return 'table'; // storage blocked (private mode): the default for this visit
  }
}

export const $gridType = atom<GridType>(read());

/** Anything but a known grid type is ignored. */
export function setGridType(type: string): void {
  if (!isGridType(type)) return;
  $gridType.set(type);
  try {
    globalThis.localStorage?.setItem(USERS_GRID_TYPE_KEY, type);
  } catch {
    // not kept: the choice still holds until the page is left
  }
}

/** Re-reads the stored choice (tests, or another tab changed it). */
export function reloadGridType(): void {
  $gridType.set(read());
}
