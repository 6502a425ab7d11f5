// The route's screen in the page (issue 16), through buildHost with the real Node builds of the
// shell (shell/dist-server/render-shell.mjs) and of the catalogue (mf-catalog/dist/server/
// render-screen.mjs) and the catalogue's real manifest and chunk groups, all made by
// `npm run build` (this test fails without them): the product and home screens are in the HTML,
// rendered by the catalogue from the answers the page carries, with their styles as stylesheets;
// a screen the catalogue does not render, or a server build that fails, leaves the readable content.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

const built = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Armatura</title></head>' +
  '<body><div id="armatura-root"></div></body></html>';
const REGISTRY = JSON.stringify({
  remotes: { mf_catalog: '/remotes/mf-catalog/mf-manifest.json' },
});
const catalogueFiles = (serverBuild: string) => ({
  'shell/dist-server/render-shell.mjs': built('shell/dist-server/render-shell.mjs'),
  'registry.json': REGISTRY,
  'mf-catalog/dist/mf-manifest.json': built('mf-catalog/dist/mf-manifest.json'),
  'mf-catalog/dist/chunk-groups.json': built('mf-catalog/dist/chunk-groups.json'),
  'mf-catalog/dist/server/render-screen.mjs': serverBuild,
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
      files: catalogueFiles(built('mf-catalog/dist/server/render-screen.mjs')),
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
    // Its styles apply before the first paint: stylesheets, not hints.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/remotes\/mf-catalog\/screen-product\.[^"]+\.css">/,
    );
    expect(html).not.toMatch(/<link rel="preload" as="style" href="\/remotes\/mf-catalog\//);
    expect(html.match(/<main/g)).toHaveLength(1);
  });

  it('is the home screen too', async () => {
    const html = (await site.get('/strona-glowna')).body;
    expect(mainTag(html)).toContain('data-rendered-by="mf_catalog"');
    expect(mainOf(html)).toContain('mf_catalog__');
  });

  it('is not a listing: its readable content stays, for the catalogue renders it in the browser', async () => {
    const listing = await site.get('/oferta/kategoria/baterie');
    expect(listing.statusCode).toBe(200);
    expect(mainTag(listing.body)).not.toContain('data-rendered-by');
    expect(mainOf(listing.body)).toMatch(/^<div id="armatura-static">/);
  });

  it('is not rendered for a signed-in visitor: the browser renders their page', async () => {
    const cookie = 'Abp.AuthToken=abc';
    const html = (await site.get('/oferta/1', { headers: { cookie } })).body;
    expect(html).not.toContain('data-rendered-by');
    expect(html).not.toMatch(/<link rel="stylesheet" href="\/remotes\//);
  });

  it("keeps the remote's server build from browsers", async () => {
    const res = await site.get('/remotes/mf-catalog/server/render-screen.mjs');
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

  it('leaves the readable content in the layout, and the styles as hints', async () => {
    const res = await site.get('/oferta/1');
    expect(res.statusCode).toBe(200);
    expect(mainTag(res.body)).not.toContain('data-rendered-by');
    expect(mainOf(res.body)).toMatch(/^<div id="armatura-static">.*<h1>/s);
    expect(res.body).not.toMatch(/<link rel="stylesheet" href="\/remotes\//);
  });
});
