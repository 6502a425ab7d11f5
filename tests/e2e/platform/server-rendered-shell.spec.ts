// Issue 16: the host renders the shell's layout into an anonymous visitor's page, and the shell
// hydrates it: the header the HTML painted is the header the visitor then uses (the same
// elements, no second render, no hydration error), on a phone and on a wide screen, and the
// remote's screen still replaces the page's readable content.
import { expect, test, type Page } from '@playwright/test';

const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36',
};

/** Remembers the header the HTML carried (before any script ran) and collects page errors. */
async function watchPage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { servedHeader?: Element | null }).servedHeader = document.querySelector('header');
    }),
  );
  return errors;
}

const headerKept = (page: Page) =>
  page.evaluate(() => {
    const served = (window as { servedHeader?: Element | null }).servedHeader;
    return !!served && served === document.querySelector('header');
  });

for (const [name, device] of [
  ['a phone', PHONE],
  ['a wide screen', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`the server-rendered shell on ${name}`, () => {
    test.use(device);

    test('is hydrated, not rendered again, and works', async ({ page }) => {
      const errors = await watchPage(page);
      await page.goto('/oferta/kategoria/baterie');
      await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready');
      expect(await headerKept(page), 'the header element the HTML carried').toBe(true);
      // The readable content gave way to the catalogue's screen.
      await expect(page.locator('#armatura-static')).toHaveCount(0);
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      if (name === 'a phone') {
        await menu.getByRole('button', { name: 'Otwórz menu' }).click();
        await expect(menu.getByRole('button', { name: 'Zamknij menu' })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Promocje' }).click();
      // A listing reached through a link mirrors its state in the address 500 ms after its first
      // answer (storefront.md §4, size included): the address it settles on.
      await expect(page).toHaveURL(/\/promocje\?size=n_10_n$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Promocje');
      expect(errors, 'page errors (a hydration mismatch is one)').toEqual([]);
    });
  });
}

// The catalogue renders the product page's screen on the server too (deploy/src/page-start/
// screen-render.ts) and hydrates it: the title and the photo the HTML painted stay the elements
// the visitor uses, and what only the browser knows (a favourite kept in localStorage) shows
// right after, without a hydration error.
test.describe('the server-rendered product screen', () => {
  test.use(PHONE);

  test('is hydrated by the catalogue, keeps its title and photo, and works', async ({ page }) => {
    const errors = await watchPage(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as { servedTitle?: Element | null; servedPhoto?: Element | null };
        w.servedTitle = document.querySelector('#armatura-main h1');
        w.servedPhoto = document.querySelector('#armatura-main img');
      });
      localStorage.setItem('favorites', JSON.stringify([{ id: 784, name: 'Ulubiony' }]));
    });
    const answer = page.waitForResponse(/\/Product\/Get\?/, { timeout: 5000 }).catch(() => null);
    await page.goto('/oferta/784');
    await page.waitForFunction(() => !!window.__ARMATURA_REMOTE_PROBES__?.mf_catalog);
    // The favourite is the browser's: shown once hydrated.
    await expect(
      page.getByRole('button', { name: 'Produkt jest na liście ulubionych' }),
    ).toBeVisible();
    const kept = await page.evaluate(() => {
      const w = window as { servedTitle?: Element | null; servedPhoto?: Element | null };
      return {
        title: !!w.servedTitle && w.servedTitle === document.querySelector('#armatura-main h1'),
        photo: !!w.servedPhoto && w.servedPhoto === document.querySelector('#armatura-main img'),
        hydratedOnce: document.getElementById('armatura-main')!.hasAttribute('data-rendered-by'),
      };
    });
    expect(kept).toEqual({ title: true, photo: true, hydratedOnce: false });
    expect(await headerKept(page), 'the header element the HTML carried').toBe(true);
    // The product the page carries is not asked for again.
    expect(await answer).toBeNull();
    // The screen works: its breadcrumb leads to the category's listing (the last crumb is the
    // product itself, not a link element).
    await page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).locator('a').last().click();
    await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready');
    expect(errors, 'page errors (a hydration mismatch is one)').toEqual([]);
  });
});

// The content team's hero is rendered into the home page's HTML by its own server build and kept
// by the catalogue's <RemoteWidget> until the widget's code renders it: the page's largest text
// paints with the HTML, and the swap moves nothing.
test.describe('the server-rendered home page', () => {
  // A phone says it is one (Sec-CH-UA-Mobile: ?1), so the host renders the narrow layout. This
  // desktop Chromium with a phone's user agent says ?0 otherwise: the host then renders the wide
  // header, which the browser re-renders narrow (a shift that has nothing to do with the hero).
  test.use({ ...PHONE, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' } });

  test('paints the hero with the HTML; the widget then takes its place without a shift', async ({
    page,
  }) => {
    const errors = await watchPage(page);
    await page.addInitScript(() => {
      const w = window as { servedHero?: string | null; shifts?: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts! += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        w.servedHero = document.querySelector('#home-hero-title')?.textContent ?? null;
      });
    });
    await page.goto('/strona-glowna');
    const hero = page.locator('#home-hero-title');
    // The widget's own render replaced the server's HTML.
    await expect(page.locator('[data-server-widget]')).toHaveCount(0);
    await expect(hero).toBeVisible();
    const served = await page.evaluate(() => (window as { servedHero?: string }).servedHero);
    expect(served, 'the hero title the HTML carried').toBeTruthy();
    await expect(hero).toHaveText(served!);
    await expect(page.getByTestId('home')).not.toHaveAttribute('data-settling');
    const shifts = await page.evaluate(() => (window as { shifts?: number }).shifts ?? 0);
    expect(shifts, 'layout shift').toBeLessThanOrEqual(0.02);
    expect(errors, 'page errors (a hydration mismatch is one)').toEqual([]);
  });
});

// The kit's selects, menus, popovers and dialogs are a part loaded on first use (shared-libs/src/
// ui/overlays.tsx): a phone's home and product pages fetch none of the kit's interaction-only
// parts, though their tiles offer dialogs ("Powiadom mnie o dostępności" on a sold-out product).
test.describe("the kit's interaction-only parts", () => {
  test.use({ ...PHONE, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' } });

  for (const path of ['/strona-glowna', '/oferta/784']) {
    test(`are not fetched by ${path} until used`, async ({ page }) => {
      const parts: string[] = [];
      page.on('request', (request) => {
        if (/\/ui-(overlays|combobox|table|tabs)\.[0-9a-f]+\.js$/.test(request.url()))
          parts.push(request.url());
      });
      await page.goto(path);
      await page.waitForFunction(() => !!window.__ARMATURA_REMOTE_PROBES__?.mf_catalog);
      await page.waitForLoadState('networkidle');
      expect(parts).toEqual([]);
    });
  }
});

// A category listing is rendered by the catalogue on the server too, from the search its own code
// asked through the host (mf-catalog/src/server-render/listing-answers.ts), and hydrated from the
// answer the page carries: the tiles the HTML painted stay, the search is not asked again, and
// the listing then searches as usual.
for (const [name, device] of [
  ['a phone', { ...PHONE, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' } }],
  ['a wide screen', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`the server-rendered category listing on ${name}`, () => {
    test.use(device);

    test('keeps its tiles, does not search again, and works', async ({ page }) => {
      const errors = await watchPage(page);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as { servedTile?: Element | null };
          w.servedTile = document.querySelector('#armatura-main [data-testid="product-tile"]');
        }),
      );
      const searches: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/search') && searches.push(r.url()));
      await page.goto('/oferta/kategoria/baterie');
      await page.waitForFunction(() => !!window.__ARMATURA_REMOTE_PROBES__?.mf_catalog);
      const results = page.getByTestId('listing-results');
      await expect(results).toHaveAttribute('data-status', 'ready');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baterie');
      const kept = await page.evaluate(() => {
        const served = (window as { servedTile?: Element | null }).servedTile;
        return !!served && served === document.querySelector('[data-testid="product-tile"]');
      });
      expect(kept, 'the first tile the HTML carried').toBe(true);
      expect(searches, 'searches while the page started').toEqual([]);
      // It searches as any listing does: the next page is asked for and shown.
      await page.getByRole('button', { name: 'Strona 2' }).click();
      await expect(page).toHaveURL(/current=n_2_n/);
      await expect(results).toHaveAttribute('data-status', 'ready');
      expect(searches).toHaveLength(1);
      expect(errors, 'page errors (a hydration mismatch is one)').toEqual([]);
    });
  });
}
