/**
 * The blog management list (/kokpit/konfiguracja/blog): categoryId, draft/published (isEdit),
 * filter, sorting, 5 a page (back-office §3, §9), delete.
 */
import { atom } from 'nanostores';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import type { BlogCategory, BlogPost } from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/ui';
import { createPagedList } from '../static-blocks/paged-list';
import { adminPagesTexts } from '../texts/admin-pages-texts';
import { blogAdminApi } from './blog-admin-api';
import { localizeMessage } from '../texts/contract-messages';

export interface BlogFilters {
  filter: string;
  categoryId: number | null;
  isEdit: boolean | null;
}
export const BLOG_PAGE_SIZES = PAGE_SIZES.blogs;
/** Sort choices offered (values are the contract's sortable fields). */
export const BLOG_SORTINGS = [
  'modificationTime desc',
  'modificationTime asc',
  'publishedTime desc',
  'title asc',
  'title desc',
] as const;

export const blogAdminList = createPagedList<BlogFilters, BlogPost>(
  {
    filters: { filter: '', categoryId: null, isEdit: null },
    sorting: BLOG_SORTINGS[0],
    page: 1,
    pageSize: BLOG_PAGE_SIZES.size,
  },
  ({ filters, sorting, page, pageSize }) =>
    blogAdminApi.list({
      ...(filters.filter.trim() ? { filter: filters.filter.trim() } : {}),
      ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
      ...(filters.isEdit !== null ? { isEdit: filters.isEdit } : {}),
      sorting,
      maxResultCount: pageSize,
      skipCount: (page - 1) * pageSize,
    }),
);

export const $blogCategories = atom<BlogCategory[]>([]);
export async function loadBlogCategories(): Promise<void> {
  try {
    $blogCategories.set(await blogAdminApi.categories());
  } catch {
    // The list and form still work: the category choice then offers only "all"/"none".
  }
}

export async function deleteBlogPost(id: number): Promise<boolean> {
  try {
    await blogAdminApi.remove(id);
    notify({ type: 'success', title: adminPagesTexts.t('deleted') });
    await blogAdminList.load();
    return true;
  } catch (error) {
    notify({ type: 'error', title: localizeMessage(normalizeError(error).message) });
    return false;
  }
}
