/**
 * Listing view mode: list, thumb or image (storefront.md §2, §9: image is the default and the
 * grid type is kept in localStorage under STORAGE_KEYS.gridType).
 */
import { atom } from 'nanostores';
import {
  DEFAULT_VIEW_MODE,
  STORAGE_KEYS,
  VIEW_MODES,
  type ViewMode,
} from '@armatura/shared-libs/constants';
import { readString, writeString } from '../storage/local-storage';

export function isViewMode(value: unknown): value is ViewMode {
  return typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value);
}

function load(): ViewMode {
  const stored = readString(STORAGE_KEYS.gridType);
  return isViewMode(stored) ? stored : DEFAULT_VIEW_MODE;
}

export const $viewMode = atom<ViewMode>(load());

export function setViewMode(mode: ViewMode): void {
  if (!isViewMode(mode)) return;
  $viewMode.set(mode);
  writeString(STORAGE_KEYS.gridType, mode);
}

/** Re-reads the stored choice (tests, or a tab that changed it). */
export function reloadViewMode(): void {
  $viewMode.set(load());
}
