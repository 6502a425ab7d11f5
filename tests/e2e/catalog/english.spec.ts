// The catalogue's screens in English show no text of the Polish dictionaries (issue 14, item 6):
// home, the listings (start, brands, search with facets, sort options, price buckets and a chip),
// the product page (also the availability alert of an unavailable product), favourites, contracts
// and the product admin grid. The language is switched in the header, as a visitor does.
import { expect, test, type Page } from '@playwright/test';
import {
  polishOnPage,
  polishTexts,
  signInInEnglish,
  switchToEnglish,
  type PolishText,
} from './english-helpers';
import { findProduct, tiles, waitForResults } from './helpers';

let POLISH: PolishText[] = [];
test.beforeAll(async () => {
  POLISH = await polishTexts();
});

async function expectNoPolish(page: Page, screen: string) {
  expect(await polishOnPage(page, POLISH), `Polish texts on ${screen}`).toEqual([]);
}

async function startInEnglish(page: Page) {
  await page.goto('/strona-glowna');
  await switchToEnglish(page);
}

test.describe('the catalogue in English', () => {
  test('home, the offer start and the brands', async ({ page }) => {
    await startInEnglish(page);
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toContainText(
      /\d+ products?/,
    );
    await expect(tiles(page).first()).toBeVisible();
    await expectNoPolish(page, 'home');

    await page.goto('/oferta');
    await expect(page.getByTestId('listing-start')).toContainText(/\d+ products?/);
    await expectNoPolish(page, '/oferta');

    await page.goto('/marki');
    await expect(page.getByRole('link', { name: /\d+ products?/ }).first()).toBeVisible();
    await expectNoPolish(page, '/marki');
  });

  test('search results, sort options, price buckets and a filter chip', async ({ page }) => {
    await startInEnglish(page);
    await page.goto('/oferta?q=bateria');
    // The first search of a fresh host can take a while on a busy machine.
    await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    });
    await waitForResults(page);
    await expect(page.locator('[data-range="valueBrutto"] button').first()).toBeVisible();
    await expect(tiles(page).first()).toContainText('Code');
    await expectNoPolish(page, 'search results');
    await page.getByRole('button', { name: /Sort$/ }).click();
    await expect(page.getByRole('option', { name: 'Price: low to high' })).toBeVisible();
    await expectNoPolish(page, 'the sort options');
    await page.keyboard.press('Escape');
    await page.locator('[data-range="valueBrutto"] button:not([disabled])').first().click();
    await expect(page.getByRole('region', { name: 'Selected filters' })).toContainText(
      'Gross price (PLN)',
    );
    await waitForResults(page);
    await expectNoPolish(page, 'a price filter');
  });

  test('product pages and favourites', async ({ page, request }) => {
    await startInEnglish(page);
    const product = await findProduct(request, { searchTerm: 'bateria' });
    await page.goto(`/oferta/${product.slug}-${product.id}`);
    await expect(page.getByTestId('product-summary')).toContainText('Code');
    await expectNoPolish(page, 'the product page');

    const unavailable = await unavailableProduct(page);
    await page.goto(`/oferta/${unavailable.slug}-${unavailable.id}`);
    await expect(page.getByTestId('product-summary')).toContainText(/Out of stock|On order/);
    await expect(page.getByText('Notify me when available').first()).toBeVisible();
    await expectNoPolish(page, 'an unavailable product');

    await page.evaluate(
      (favourite) => localStorage.setItem('favorites', JSON.stringify([favourite])),
      { id: product.id, name: product.name },
    );
    await page.goto('/ulubione');
    await expect(page.getByTestId('favourite-row').getByTestId('product-price')).toBeVisible();
    await expectNoPolish(page, '/ulubione');
    await page.getByRole('button', { name: 'Clear the list' }).click();
    await expect(page.getByText('Your favourites list is empty.')).toBeVisible();
    await expectNoPolish(page, 'empty /ulubione');
  });

  test('a contractor’s contracts and a contract’s products', async ({ page }) => {
    await startInEnglish(page);
    await signInInEnglish(page, 'b2b');
    await page.goto('/kontrakty');
    const row = page.getByRole('row', { name: /K\/2026\/001/ });
    await expect(row).toBeVisible();
    await expectNoPolish(page, '/kontrakty');
    await row.getByRole('link', { name: 'Show products' }).click();
    await expect(page.getByTestId('contract-product').first()).toContainText('Contract price');
    await expectNoPolish(page, '/kontrakty/:id');
  });

  test('the product admin grid', async ({ page }) => {
    await startInEnglish(page);
    await signInInEnglish(page, 'sprzedaz');
    await page.goto('/kokpit/konfiguracja/produkty');
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expectNoPolish(page, 'the product admin grid');
  });
});

/** A product out of stock, found through the search API the listing uses. */
async function unavailableProduct(page: Page): Promise<{ id: number; slug: string }> {
  const response = await page.request.post('/api/search', {
    data: { state: { resultsPerPage: 100, searchTerm: '' }, queryConfig: {} },
  });
  const body = (await response.json()) as { results: Record<string, { raw: unknown }>[] };
  const hit = body.results.find((r) => Number(r.qtyAvailable?.raw) === 0);
  if (!hit) throw new Error('no unavailable product in the demo data');
  return { id: Number(hit.id?.raw), slug: String(hit.slug?.raw ?? '') };
}
