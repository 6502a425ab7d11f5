// Independent delivery of one remote (issue 17), against the running host and the built shell: a
// temporary copy of mf-admin-content (its blog title marked per release) is released with the real
// `release` script, promoted, replaced and rolled back with the real `promote`/`rollback` scripts,
// while one tab stays open: no shell rebuild, no host restart, no broken page in between. A release
// built against a shared-libs range the shell does not satisfy is refused with the fallback.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { navigateInApp } from '../support';

const repo = join(import.meta.dirname, '..', '..', '..');
const releasesDir = process.env.E2E_RELEASES_DIR;
const work = mkdtempSync(join(tmpdir(), 'armatura-e2e-remote-'));
const copy = join(work, 'mf-admin-content');
const textsFile = join(copy, 'src', 'features', 'texts', 'public.ts');
const environment = ['--env', 'test'];

function run(script: string, args: string[], cwd = repo): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join(repo, script), ...args], {
    cwd,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

/** Releases the copy with its Polish blog title 'Blog <label>' (and the given shared-libs range). */
function release(label: string, sharedLibs = '0.1.0'): string {
  const texts = readFileSync(textsFile, 'utf8').replace(
    /blogTitle: 'Blog[^']*',/,
    `blogTitle: 'Blog ${label}',`,
  );
  writeFileSync(textsFile, texts);
  const pkgFile = join(copy, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.dependencies['@armatura/shared-libs'] = sharedLibs;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  execFileSync('git', ['commit', '-qam', `release ${label}`], { cwd: copy });
  const out = run('deploy/scripts/release.ts', [], copy);
  const version = /Released mf-admin-content (\S+)/.exec(out)?.[1];
  if (!version) throw new Error(`no new release in: ${out}`);
  return version;
}

const promote = (version: string) =>
  run('deploy/scripts/promote.ts', ['mf-admin-content', version, ...environment]);
const rollback = () => run('deploy/scripts/rollback.ts', ['mf-admin-content', ...environment]);

/** Makes the open tab read /registry.json again (as returning to it does) and waits for it. */
async function returnToTab(page: Page) {
  const read = page.waitForResponse((res) => res.url().endsWith('/registry.json'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await read;
}

/** A client-side navigation that the shell turns into a full page load (a stale remote). */
async function navigateWithPageLoad(page: Page, path: string) {
  const loaded = page.waitForEvent('load');
  await navigateInApp(page, path).catch(() => {}); // the document goes away under the call
  await loaded;
}

/** Set in the page; a full page load forgets it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.beforeAll(() => {
  if (!releasesDir) throw new Error('E2E_RELEASES_DIR is set by playwright.config.ts');
  cpSync(join(repo, 'mf-admin-content'), copy, {
    recursive: true,
    filter: (src) => !/[\\/](dist|node_modules)$/.test(src),
  });
  // The copy resolves the workspace's packages (shared-libs, rspack) as the original does.
  symlinkSync(join(repo, 'node_modules'), join(work, 'node_modules'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy });
  // A release records the commit it was built from: the copy is a repository of its own.
  git('init', '-q');
  git('config', 'user.email', 'e2e@armatura.test');
  git('config', 'user.name', 'e2e');
  git('add', '-A');
  git('commit', '-qm', 'sources');
});

test.afterAll(() => {
  // Back to the dist/ build for the other specs: the test environment has no promotion any more.
  rmSync(join(releasesDir!, 'test.json'), { force: true });
  rmSync(work, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('release A, then B, then roll back to A, while one tab stays open', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  const title = (label: string) => page.getByRole('heading', { name: `Blog ${label}`, level: 1 });

  const a = release('A');
  // The release carries the remote's server build (the home hero the host renders: issue 16),
  // which the host keeps from browsers.
  expect(existsSync(join(releasesDir!, 'mf-admin-content', a, 'server', 'render.mjs'))).toBe(true);
  promote(a);
  await page.goto('/blog');
  await expect(title('A')).toBeVisible();
  const serverBuild = await page.request.get(`/remotes/mf-admin-content/${a}/server/render.mjs`);
  expect(serverBuild.status()).toBe(404);
  const registry = await (await page.request.get('/registry.json')).json();
  expect(registry.remotes.mf_admin_content).toMatchObject({
    entry: `/remotes/mf-admin-content/${a}/mf-manifest.json`,
    armatura: { release: { version: a, sharedLibs: '0.1.0' } },
  });

  const b = release('B');
  expect(b).not.toBe(a);
  promote(b);
  await markDocument(page);
  await returnToTab(page);
  // The mounted remote keeps A until the user navigates into its screens: then a full page load.
  await expect(title('A')).toBeVisible();
  await navigateWithPageLoad(page, '/regulamin');
  await expect(
    page.getByRole('heading', { name: 'Regulamin sklepu internetowego', level: 1 }),
  ).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  await navigateInApp(page, '/blog');
  await expect(title('B')).toBeVisible();

  rollback();
  await markDocument(page);
  await returnToTab(page);
  await navigateWithPageLoad(page, '/regulamin');
  await navigateInApp(page, '/blog');
  await expect(title('A')).toBeVisible();
  expect(await sameDocument(page)).toBe(false);

  // A tab still on B would keep loading B's files: a release stays served after a rollback.
  const old = await page.request.get(`/remotes/mf-admin-content/${b}/remoteEntry.js`);
  expect(old.status()).toBe(200);
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a release built against another shared-libs range is refused with the fallback', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
  promote(release('C', '^9.0.0'));
  await page.goto('/blog');
  const failure = page.getByTestId('remote-failure');
  await expect(failure).toContainText(
    'Tej części sklepu nie można teraz wyświetlić: jej wersja nie pasuje do reszty sklepu.',
  );
  await expect(page.getByRole('heading', { name: /^Blog/ })).toHaveCount(0);
  expect(refused.join('\n')).toContain('needs @armatura/shared-libs ^9.0.0');
});
