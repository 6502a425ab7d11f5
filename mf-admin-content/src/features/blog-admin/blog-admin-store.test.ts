// @vitest-environment happy-dom
// The blog list and form stores against the real API host: a draft is saved and listed only under
// drafts, published, found by category, and deleted; a too-short title never reaches the server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { clearNotices } from '@armatura/shared-libs/notices';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import {
  $blogCategories,
  blogAdminList,
  deleteBlogPost,
  loadBlogCategories,
} from './blog-admin-list-store';
import { $blogForm, editBlog, openBlogForm, saveBlog } from './blog-form-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 120_000);
afterAll(() => host?.close());
beforeEach(() => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
});

describe('the blog in the back office', () => {
  it('saves a draft, publishes it, lists it by status and category, deletes it', async () => {
    await signIn({ userNameOrEmailAddress: 'tresci', password: DEMO_PASSWORD, rememberMe: false });
    await loadBlogCategories();
    const category = $blogCategories.get()[0]!;

    await openBlogForm(null);
    editBlog({ title: 'Ab', contentHtml: '<p>Tekst</p>' });
    await saveBlog();
    expect($blogForm.get().errors.title).toBe('Tekst jest za krótki.');

    editBlog({ title: 'Wpis ze sklepu testowego', categoryId: category.id });
    await saveBlog();
    await blogAdminList.change({ filter: 'sklepu testowego', isEdit: true });
    const [draft] = blogAdminList.$state.get().rows;
    expect(draft).toMatchObject({ isEdit: true, categoryId: category.id });

    await openBlogForm(draft!.id);
    editBlog({ isEdit: false, metaTitle: 'Wpis testowy' });
    await saveBlog();
    await blogAdminList.change({ isEdit: false, categoryId: category.id });
    expect(blogAdminList.$state.get().rows.map((r) => r.id)).toEqual([draft!.id]);
    await blogAdminList.change({ isEdit: true });
    expect(blogAdminList.$state.get().rows).toEqual([]);

    expect(await deleteBlogPost(draft!.id)).toBe(true);
    await blogAdminList.change({ isEdit: null });
    expect(blogAdminList.$state.get().totalCount).toBe(0);
  });
});
