// The route's screen in the page (issue 16), through buildHost with the real Node builds of the
// shell (shell/dist-server/render-shell.mjs) and of the catalogue (mf-catalog/dist/server/
// render-screen.mjs) and the catalogue's real manifest and chunk groups, all made by
// `npm run build` (this test fails without them): the product and home screens are in the HTML,
// rendered by the catalogue from the answers the page carries, their styles and the shell's
// written into the page, and a category listing from the search the catalogue asked first; a
// server build that fails leaves the readable content.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

const built = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const shellGroups = JSON.parse(built('shell/dist/chunk-groups.json')) as Record<string, string[]>;
const SHELL_CSS = shellGroups.main!.find((file) => file.endsWith('.css'))!;
const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Armatura</title>' +
  `<link href="/${SHELL_CSS}" rel="stylesheet"></head>` +
  '<body><div id="armatura-root"></div></body></html>';
const REGISTRY = JSON.stringify({
  remotes: {
    mf_catalog: '/remotes/mf-catalog/mf-manifest.json',
    mf_admin_content: '/remotes/mf-admin-content/mf-manifest.json',
  },
});
const contentGroups = JSON.parse(built('mf-admin-content/dist/chunk-groups.json')) as Record<
  string,
  string[]
>;
const HERO_CSS = contentGroups.__federation_expose_HomeHero!.find((f) => f.endsWith('.css'))!;
const catalogueGroups = JSON.parse(built('mf-catalog/dist/chunk-groups.json')) as Record<
  string,
  string[]
>;
const screenStyles = ['screen-product', 'screen-home', 'screen-listing'].flatMap((group) =>
  catalogueGroups[group]!.filter((file) => file.endsWith('.css')).map((file) => [
    `mf-catalog/dist/${file}`,
    built(`mf-catalog/dist/${file}`),
  ]),
);
const catalogueFiles = (serverBuild: string) => ({
  ...Object.fromEntries(screenStyles),
  'shell/dist-server/render-shell.mjs': built('shell/dist-server/render-shell.mjs'),
  'shell/dist/chunk-groups.json': built('shell/dist/chunk-groups.json'),
  [`shell/dist/${SHELL_CSS}`]: built(`shell/dist/${SHELL_CSS}`),
  'registry.json': REGISTRY,
  'mf-catalog/dist/mf-manifest.json': built('mf-catalog/dist/mf-manifest.json'),
  'mf-catalog/dist/chunk-groups.json': built('mf-catalog/dist/chunk-groups.json'),
  'mf-catalog/dist/server/render.mjs': serverBuild,
  'mf-admin-content/dist/mf-manifest.json': built('mf-admin-content/dist/mf-manifest.json'),
  'mf-admin-content/dist/chunk-groups.json': built('mf-admin-content/dist/chunk-groups.json'),
  [`mf-admin-content/dist/${HERO_CSS}`]: built(`mf-admin-content/dist/${HERO_CSS}`),
  'mf-admin-content/dist/server/render.mjs': built('mf-admin-content/dist/server/render.mjs'),
});

const bootOf = (html: string) =>
  JSON.parse(/<script id="armatura-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
const mainOf = (html: string) =>
  /<div id="armatura-main"[^>]*>(.*)<\/div><\/main>/s.exec(html)![1]!;
const mainTag = (html: string) => /<div id="armatura-main"[^>]*>/.exec(html)![0];

describe("the route's screen in the page", () => {
  let site: StaticHost;
  beforeAll(async () => {
    site = await startStaticHost({
      indexHtml: INDEX,
      files: catalogueFiles(built('mf-catalog/dist/server/render.mjs')),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('is the product screen rendered by the catalogue from the answers the page carries', async () => {
    const html = (await site.get('/oferta/1')).body;
    expect(mainTag(html)).toContain('data-rendered-by="mf_catalog"');
    const main = mainOf(html);
    expect(main).not.toContain('armatura-static');
    const product = bootOf(html).answers['/api/services/app/Product/Get?Id=1'];
    expect(main).toMatch(new RegExp(`<h1 class="mf_catalog__[^"]+">${product.name}</h1>`));
    // The photo is in the HTML, fetched first: the page's largest element paints with it.
    expect(main).toMatch(
      /<img class="mf_catalog__image-[^"]+" src="[^"]+" alt="[^"]*"[^>]*fetchpriority="high"/i,
    );
    // Its styles and the shell's are in the page: the first paint waits for no stylesheet.
    const screenCss = /<style data-href="\/remotes\/mf-catalog\/(screen-product\.[^"]+\.css)">/;
    const file = screenCss.exec(html)?.[1];
    expect(file).toBeDefined();
    expect(html).toContain(built(`mf-catalog/dist/${file}`));
    expect(html).toContain(`<style data-href="/${SHELL_CSS}">${built(`shell/dist/${SHELL_CSS}`)}`);
    expect(html).not.toContain(`<link href="/${SHELL_CSS}"`);
    expect(html).not.toMatch(
      /<link rel="(stylesheet|preload" as="style)" href="[^"]+screen-product/,
    );
    // The widgets' styles (their fallbacks are in the page, not the widgets) stay hints.
    expect(html).toMatch(
      /<link rel="preload" as="style" href="\/remotes\/mf-catalog\/__federation_expose_SearchBox/,
    );
    expect(html.match(/<main/g)).toHaveLength(1);
  });

  it("is the home screen, with the content team's hero rendered by its own build", async () => {
    const html = (await site.get('/strona-glowna')).body;
    expect(mainTag(html)).toContain('data-rendered-by="mf_catalog"');
    const main = mainOf(html);
    // The hero's HTML stands where the catalogue's <RemoteWidget> shows it, and the home page is
    // shown at once (not held hidden until the hero's code has loaded).
    const widget = '<div data-server-widget="mf_admin_content/HomeHero" style="display:contents">';
    expect(main).toContain(`${widget}<section class="mf_admin_content__hero-`);
    expect(main.slice(main.indexOf(widget))).toMatch(/^[^]*?<h1 id="home-hero-title"/);
    expect(main).toMatch(
      /^(<[^>]+>)*<!--\$--><div class="mf_catalog__page-[^"]+" data-testid="home">/,
    );
    // It was rendered from the answers the page carries for it, which the browser's widget takes.
    const answers = bootOf(html).answers;
    expect(Object.keys(answers)).toContain(
      '/api/services/app/StaticBlocks/GetPublished?category=homeHero',
    );
    expect(html).toContain(`<style data-href="/remotes/mf-admin-content/${HERO_CSS}">`);
  });

  it("is a category listing, from the search the catalogue's own code asked through the host", async () => {
    const listing = await site.get('/oferta/kategoria/baterie');
    expect(listing.statusCode).toBe(200);
    const html = listing.body;
    expect(mainTag(html)).toContain('data-rendered-by="mf_catalog"');
    const main = mainOf(html);
    expect(main).not.toContain('armatura-static');
    // The page carries the search's answer under its URL and body, as the browser will ask it.
    const answers = bootOf(html).answers as Record<string, { results?: unknown[] }>;
    const searches = Object.keys(answers).filter((key) => key.startsWith('POST /api/search {'));
    expect(searches).toHaveLength(1);
    const body = JSON.parse(searches[0]!.slice('POST /api/search '.length));
    expect(body.context).toEqual({ type: 'category', slug: 'baterie' });
    expect(body.state).toMatchObject({ current: 1, resultsPerPage: 10, searchTerm: '' });
    const results = answers[searches[0]!]!.results as { name: { raw: string } }[];
    expect(results.length).toBeGreaterThan(0);
    // The category's name (from the tree the route declares) and its products are in the HTML.
    const tree = answers['/api/services/app/Product/GetCategoryTree?Level=3'] as unknown as {
      slug: string;
      name: string;
    }[];
    expect(tree).toBeDefined();
    expect(main).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const escaped = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    expect(main).toContain(escaped(results[0]!.name.raw));
    // The first row's photos are in the HTML, fetched with the page (the largest element).
    expect(main.match(/<img [^>]*fetchpriority="high"/gi)?.length).toBe(4);
    // Every part in its place: no loading fallback, no script to move a part (the CSP runs none).
    expect(main).not.toMatch(/aria-busy="true"/);
    expect(html).not.toContain('$RC');
    expect(html).toMatch(/<style data-href="\/remotes\/mf-catalog\/screen-listing\.[^"]+\.css">/);
  });

  it('is not rendered for a listing the catalogue cannot find: its 404 page stays', async () => {
    const missing = await site.get('/oferta/kategoria/nie-ma-takiej');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-rendered-by');
  });

  it('is not rendered for a signed-in visitor: the browser renders their page', async () => {
    const cookie = 'Abp.AuthToken=abc';
    const html = (await site.get('/oferta/1', { headers: { cookie } })).body;
    expect(html).not.toContain('data-rendered-by');
    expect(html).not.toContain('<style data-href=');
    expect(html).toContain(`<link href="/${SHELL_CSS}" rel="stylesheet">`);
  });

  it("keeps the remote's server build from browsers", async () => {
    const res = await site.get('/remotes/mf-catalog/server/render.mjs');
    expect(res.statusCode).toBe(404);
    expect((await site.get('/remotes/mf-catalog/mf-manifest.json')).statusCode).toBe(200);
  });
});

describe('a server build that fails', () => {
  let site: StaticHost;
  beforeAll(async () => {
    site = await startStaticHost({
      indexHtml: INDEX,
      files: catalogueFiles('export async function renderScreen() { throw new Error("broken"); }'),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("leaves the readable content in the layout, and the screen's styles as hints", async () => {
    const res = await site.get('/oferta/1');
    expect(res.statusCode).toBe(200);
    expect(mainTag(res.body)).not.toContain('data-rendered-by');
    expect(mainOf(res.body)).toMatch(/^<div id="armatura-static">.*<h1>/s);
    expect(res.body).toMatch(
      /<link rel="preload" as="style" href="\/remotes\/mf-catalog\/screen-product/,
    );
    expect(res.body).not.toContain('<style data-href="/remotes/');
    // The layout is in the page: the shell's styles too.
    expect(res.body).toContain(`<style data-href="/${SHELL_CSS}">`);
  });
});
