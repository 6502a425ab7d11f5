// The shell's layout in the page (issue 16), through buildHost with the shell's real Node build
// (shell/dist-server/render-shell.mjs) and the catalogue's real manifest (its routes and menu
// entries), both made by `npm run build`; this test fails without them: an
// anonymous visitor's page holds the header, menu and footer the shell would render, with the
// page's readable content in the remote's area, and the start data says what it was rendered for.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

const built = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Armatura</title></head>' +
  '<body><div id="armatura-root"></div></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

let site: StaticHost;
beforeAll(async () => {
  site = await startStaticHost({
    indexHtml: INDEX,
    files: {
      'shell/dist-server/render-shell.mjs': built('shell/dist-server/render-shell.mjs'),
      'registry.json': JSON.stringify({
        remotes: { mf_catalog: '/remotes/mf-catalog/mf-manifest.json' },
      }),
      'mf-catalog/dist/mf-manifest.json': built('mf-catalog/dist/mf-manifest.json'),
    },
  });
});
afterAll(async () => {
  await site?.close();
});

const bootOf = (html: string) =>
  JSON.parse(/<script id="armatura-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
const rootOf = (html: string) => /<div id="armatura-root">(.*)<\/div><\/body>/s.exec(html)![1]!;

describe("the shell's layout in the page", () => {
  it('is rendered for an anonymous visitor, with the menu from the remotes’ surfaces', async () => {
    const html = (await site.get('/ulubione', { headers: { 'user-agent': DESKTOP } })).body;
    const root = rootOf(html);
    expect(root).toMatch(/^<div class="shell__page--/);
    expect(root).toContain('<header');
    expect(root).toMatch(/<a class="shell__navLink--[^"]+" href="\/oferta">Oferta<\/a>/);
    expect(root).toContain('href="/user/login?returnUrl=%2Fulubione"');
    expect(root).toContain('<footer');
    expect(root).toContain('<div id="armatura-main" class="shell__remote--');
    expect(bootOf(html).shell).toEqual({ sizeClass: 'lg' });
  });

  it('is rendered for the narrowest layout on a phone, and the start data says so', async () => {
    const html = (await site.get('/ulubione', { headers: { 'user-agent': PHONE } })).body;
    expect(bootOf(html).shell).toEqual({ sizeClass: 'xs' });
    // The phone's bar has no language switch (it is in the folded menu).
    expect(rootOf(html)).not.toContain('shell__locale');
    const wide = (await site.get('/ulubione', { headers: { 'sec-ch-ua-mobile': '?0' } })).body;
    expect(rootOf(wide)).toContain('shell__locale');
  });

  it("holds the page's readable content in the remote's area", async () => {
    const product = (await site.get('/oferta/1')).body;
    expect(rootOf(product)).toMatch(
      /<div id="armatura-main" class="shell__remote--[^"]+"><div id="armatura-static">.*<h1>/s,
    );
    expect(product.match(/<main/g)).toHaveLength(1);
  });

  it('speaks the language of the culture cookie', async () => {
    const cookie = 'Abp.Localization.CultureName=en';
    const root = rootOf((await site.get('/ulubione', { headers: { cookie } })).body);
    expect(root).toContain('>Products</a>');
    expect(root).toContain('>Sign in<');
  });

  it('is not rendered for a signed-in visitor: their shell renders their own session', async () => {
    const html = (await site.get('/oferta/1', { headers: { cookie: 'Abp.AuthToken=abc' } })).body;
    expect(html).not.toContain('shell__page');
    expect(bootOf(html).shell).toBeUndefined();
    // The readable content stays in the root, as before the layout was rendered.
    expect(rootOf(html)).toMatch(/^<div id="armatura-static">/);
  });
});
