// The sweep of every screen (every-screen.spec.ts): the rows of routes.tsv, who may see each one,
// a real address for each pattern (demo ids found through the API), "the screen has rendered",
// and axe plus the heading outline on what is shown.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../support';

export interface ScreenRow {
  path: string;
  owner: string;
  requiresAuth: boolean;
  permission: string;
  purpose: string;
}

/** The rows of the route table (docs/spec/routes.tsv, the repository's copy of the spec). */
export function readRoutes(): ScreenRow[] {
  const tsv = fileURLToPath(new URL('../../../docs/spec/routes.tsv', import.meta.url));
  const [, ...lines] = readFileSync(tsv, 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => {
    const [path = '', owner = '', auth = '', permission = '', purpose = ''] = line.split('\t');
    return { path, owner, requiresAuth: auth === 'yes', permission, purpose };
  });
}

/** The back office (/kokpit) is checked at desktop width only; the storefront also on a phone. */
export const isStorefront = (row: ScreenRow) => !row.path.startsWith('/kokpit');

export type Role = 'anonymous' | 'b2b' | 'admin';

/**
 * Anonymous for public screens; the B2B customer for signed-in screens its role may see (its
 * dashboard, own orders and documents, contracts); the administrator for the rest.
 */
export function roleFor(row: ScreenRow, b2bPermissions: readonly string[]): Role {
  if (!row.requiresAuth) return 'anonymous';
  return !row.permission || b2bPermissions.includes(row.permission) ? 'b2b' : 'admin';
}

export interface DemoIds {
  /** Route parameter name → a real value (':userId' → the b2b user's id…). */
  params: Record<string, string>;
  /** /oferta/<slug>-<id> of a product the public search finds. */
  productPage: string;
  b2bPermissions: string[];
}

/** The catch-all row: an address no other route matches (two segments, so not a static page). */
const UNKNOWN_ADDRESS = '/nie-ma-takiej-strony/ani-takiej';

/** The address to visit for a row: required parameters get demo ids, optional ones are left out. */
export function addressOf(row: ScreenRow, ids: DemoIds): string {
  if (row.path === '/oferta/(slug-):productId') return ids.productPage;
  if (row.path === '*') return UNKNOWN_ADDRESS;
  const segments = row.path
    .replace(/\*$/, '')
    .split('/')
    .filter((s) => !s.endsWith('?'))
    .map((s) => {
      if (!s.startsWith(':')) return s;
      const value = ids.params[s.slice(1)];
      if (value === undefined) throw new Error(`No demo value for ${s} in ${row.path}`);
      return encodeURIComponent(value);
    });
  return segments.join('/') || '/';
}

async function apiGet<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const res = await request.get(
    url,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

async function token(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

type Items<T> = { items: T[] };
const first = <T>(list: Items<T>, what: string, ok: (item: T) => boolean = () => true): T => {
  const found = list.items.find(ok);
  if (!found) throw new Error(`The demo data has no ${what}`);
  return found;
};

/** Demo ids of the seeded shop, found as its users would find them (through the API). */
export async function findDemoIds(request: APIRequestContext): Promise<DemoIds> {
  const [admin, b2b] = [await token(request, 'admin'), await token(request, 'b2b')];
  const app = '/api/services/app';
  const search = await request.post('/api/search', {
    data: { state: { resultsPerPage: 1 }, queryConfig: {} },
  });
  const hit = ((await search.json()) as { results: Record<string, { raw: unknown }>[] })
    .results[0]!;
  const [id, slug] = [String(hit.id?.raw), String(hit.slug?.raw ?? '')];
  type Row = Record<string, unknown> & { id: number };
  const get = (url: string, as = admin) => apiGet<Items<Row>>(request, `${app}/${url}`, as);
  const product = first(await get('Product/GetAllProducts?maxResultCount=1'), 'product');
  const contract = first(await get('Product/GetContracts', b2b), 'contract', (c) => !!c.isValid);
  const post = first(await get('Blog/GetAll'), 'blog post', (p) => !!p.categorySlug);
  const blocks = await get('StaticBlocks/GetAll');
  const page = first(blocks, 'static page', (b) => b.category === 'page' && !!b.isPublished);
  const b2bUser = first(await get('User/GetUsers'), 'b2b user', (u) => u.userName === 'b2b');
  const roles = await get('Role/GetAll');
  const b2bRole = first(roles, 'B2B role', (r) => r.name === 'CustomerB2B');
  return {
    productPage: `/oferta/${slug ? `${slug}-` : ''}${id}`,
    b2bPermissions: b2bRole.grantedPermissions as string[],
    params: {
      contractId: String(contract.id),
      category: String(post.categorySlug),
      blogId: String(post.id),
      staticSlug: String(page.slug),
      userId: String(b2bUser.id),
      companyId: String(first(await get('OrganizationUnit/GetAll'), 'company').id),
      roleId: String(b2bRole.id),
      erpId: String(product.erpId || '0'),
      productId: String(product.id),
      staticId: String(first(blocks, 'static block').id),
      id: String(first(await get('Email/GetAll'), 'mail template').id),
      articleId: id,
      pointOfSaleId: String(first(await get('PointsOfSale/GetAll'), 'point of sale').id),
    },
  };
}

/** What a screen shows while it loads: spinners and page bars (indeterminate), busy regions. */
const LOADING = '[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';
const LOADING_TEXT = /^(Wczytywanie|Ładowanie|Loading)…?$/;

/**
 * Waits until the screen has rendered: the main area has content and nothing is loading. A remote
 * that failed to load fails the check at once (its fallback is not the screen). The first visit
 * of a remote fetches and compiles its code: a slow machine needs more than the usual 10 s.
 */
export async function waitForScreen(page: Page): Promise<void> {
  const main = page.locator('#armatura-content');
  const failed = page.locator('[data-testid="remote-failure"]');
  await expect(main.getByText(/\S/).or(failed).first()).toBeVisible({ timeout: 30_000 });
  expect(await failed.count(), 'a remote failed to load').toBe(0);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
  await expect(page.locator('#armatura-denied-title'), 'access notice shown').toHaveCount(0);
}

/** Serious and critical axe violations (WCAG 2.0/2.1 A and AA) of the whole page, readable. */
export async function axeProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 6).map((n) => {
        const why = (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `    ${n.target.join(' ')} :: ${n.html.slice(0, 160)}\n      ${why}`;
      });
      const more = v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : '';
      return `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n${nodes.join('\n')}${more}`;
    });
}

/** The visible heading outline; a problem when there is no h1 or a level is skipped. */
export async function headingProblems(page: Page): Promise<string[]> {
  const headings = await page
    .locator('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => (n as HTMLElement).offsetParent !== null || n.getClientRects().length > 0)
        .map((n) => ({
          level: Number(n.getAttribute('aria-level') ?? n.tagName.slice(1)),
          text: (n.textContent ?? '').trim().slice(0, 60),
        })),
    );
  const problems = headings.some((h) => h.level === 1) ? [] : ['no visible h1'];
  headings.forEach((h, i) => {
    const before = headings[i - 1];
    if (before && h.level > before.level + 1)
      problems.push(`h${before.level} "${before.text}" is followed by h${h.level} "${h.text}"`);
  });
  return problems;
}
