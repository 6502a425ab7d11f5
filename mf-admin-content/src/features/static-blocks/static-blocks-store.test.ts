// @vitest-environment happy-dom
// The static block list and form stores against the real API host: filters and sorting reach the
// server, a form the contract refuses never does, a page is saved (its HTML sanitised by the
// server), found, and deleted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { clearNotices } from '@armatura/shared-libs/notices';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import { staticBlocksApi } from './static-blocks-api';
import { deleteStaticBlock, staticBlockList } from './static-block-list-store';
import { $blockForm, editBlock, openBlockForm, saveBlock } from './static-block-form-store';

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

const signInAsStaff = () =>
  signIn({ userNameOrEmailAddress: 'tresci', password: DEMO_PASSWORD, rememberMe: false });

describe('static blocks in the back office', () => {
  it('pages the list 5 at a time and filters and sorts on the server', async () => {
    await signInAsStaff();
    await staticBlockList.load();
    const all = staticBlockList.$state.get();
    expect(all.status).toBe('ready');
    expect(all.rows).toHaveLength(5);
    expect(all.totalCount).toBeGreaterThan(5);

    await staticBlockList.change({ category: 'page' }, 'title asc');
    const pages = staticBlockList.$state.get().rows;
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((row) => row.category === 'page')).toBe(true);
    const titles = pages.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pl')));
    await staticBlockList.change({ category: null, filter: 'regulamin' });
    expect(staticBlockList.$state.get().rows.map((r) => r.slug)).toContain('regulamin');
  });

  it('refuses what the contract refuses, then saves a sanitised page and deletes it', async () => {
    await signInAsStaff();
    await openBlockForm(null);
    editBlock({ category: 'page', title: 'Strona testowa', slug: null });
    expect(await saveBlock()).toBe(false);
    expect($blockForm.get().errors.slug).toBe('Podaj adres strony (np. o-nas).');
    editBlock({ slug: 'Zła Ścieżka' });
    expect(await saveBlock()).toBe(false);
    expect($blockForm.get().errors.slug).toMatch(/małych liter/);
    editBlock({ slug: 'koszyk' });
    expect(await saveBlock()).toBe(false);
    expect($blockForm.get().errors.slug).toMatch(/zajęty/);

    editBlock({
      slug: 'strona-testowa-store',
      content: '<p>Treść<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
      isPublished: true,
    });
    expect(await saveBlock()).toBe(true);
    await staticBlockList.change({ category: 'page', filter: 'Strona testowa' });
    const [row] = staticBlockList.$state.get().rows;
    expect(row).toMatchObject({ slug: 'strona-testowa-store', isPublished: true });
    const saved = await staticBlocksApi.get(row!.id);
    expect(saved.content).toContain('Treść');
    expect(saved.content).not.toMatch(/script|onerror/);

    await openBlockForm(row!.id);
    expect($blockForm.get().form).toMatchObject({ title: 'Strona testowa', isPublished: true });
    expect(await deleteStaticBlock(row!.id)).toBe(true);
    expect(staticBlockList.$state.get().rows).toEqual([]);
  });
});
