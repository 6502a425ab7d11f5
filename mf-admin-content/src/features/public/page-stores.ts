/** The read-only public content: a static page by slug, a blog post by id, a page of the blog list. */
import { BLOG_PAGE_SIZE, type BlogCategory } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';
import { fetchBlogCategories, fetchBlogPage, fetchBlogPost, fetchPage } from './api';

export const staticPage = createResource(fetchPage);
export const blogPost = createResource(fetchBlogPost);
export const blogCategories = createResource<BlogCategory[], 'all'>(() => fetchBlogCategories());

export interface BlogListKey {
  categorySlug: string | null;
  /** 1-based. */
  page: number;
}

export const blogList = createResource(({ categorySlug, page }: BlogListKey) =>
  fetchBlogPage({
    ...(categorySlug ? { categorySlug } : {}),
    skipCount: (page - 1) * BLOG_PAGE_SIZE,
    maxResultCount: BLOG_PAGE_SIZE,
  }),
);

/** The page number from `?page=` (anything else is page 1). */
export function pageFromSearch(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** A post's address: /blog/<category slug>/<id> (a post without a category uses "wpisy"). */
export const blogPostHref = (post: { id: number; categorySlug: string | null }) =>
  `/blog/${post.categorySlug ?? 'wpisy'}/${post.id}`;
