/**
 * The static block list (/kokpit/konfiguracja/bloki-statyczne): filter, category, published flag,
 * sorting, 5 a page (5/10/20, back-office §9), delete.
 */
import { atom } from 'nanostores';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import type {
  StaticBlockCategory,
  StaticBlockCategoryOption,
  StaticBlockRow,
} from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/ui';
import { adminPagesTexts } from '../texts/admin-pages-texts';
import { createPagedList } from './paged-list';
import { staticBlocksApi } from './static-blocks-api';
import { localizeMessage } from '../texts/contract-messages';

export interface StaticBlockFilters {
  filter: string;
  category: StaticBlockCategory | null;
  isPublished: boolean | null;
}
export const STATIC_BLOCK_PAGE_SIZES = PAGE_SIZES.otherAdmin;
/** Sort choices offered (values are the contract's sortable fields). */
export const STATIC_BLOCK_SORTINGS = [
  'lastModificationTime desc',
  'lastModificationTime asc',
  'title asc',
  'title desc',
  'sortOrder asc',
] as const;

export const staticBlockList = createPagedList<StaticBlockFilters, StaticBlockRow>(
  {
    filters: { filter: '', category: null, isPublished: null },
    sorting: STATIC_BLOCK_SORTINGS[0],
    page: 1,
    pageSize: STATIC_BLOCK_PAGE_SIZES.size,
  },
  ({ filters, sorting, page, pageSize }) =>
    staticBlocksApi.list({
      ...(filters.filter.trim() ? { filter: filters.filter.trim() } : {}),
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.isPublished !== null ? { isPublished: filters.isPublished } : {}),
      sorting,
      maxResultCount: pageSize,
      skipCount: (page - 1) * pageSize,
    }),
);

/** The categories with their Polish names (GetStaticBlocksCategory), loaded once. */
export const $blockCategories = atom<StaticBlockCategoryOption[]>([]);
export async function loadBlockCategories(): Promise<void> {
  if ($blockCategories.get().length > 0) return;
  try {
    $blockCategories.set(await staticBlocksApi.categories());
  } catch {
    // The list still works without names: the filter then offers only "all".
  }
}

/** Deletes a block and reloads the page; answers whether it worked (the dialog closes then). */
export async function deleteStaticBlock(id: number): Promise<boolean> {
  try {
    await staticBlocksApi.remove(id);
    notify({ type: 'success', title: adminPagesTexts.t('deleted') });
    await staticBlockList.load();
    return true;
  } catch (error) {
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
    return false;
  }
}
