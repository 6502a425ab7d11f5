// The listing: a misspelled search, a facet filter, sorting and paging (storefront.md §2, §4).
import { expect, test } from '@playwright/test';
import { decodedQuery, firstBrand, grossPrices, tiles, waitForResults } from './helpers';

test.describe('catalogue listing', () => {
  test('a misspelled word from the header search box still finds products', async ({ page }) => {
    await page.goto('/strona-glowna');
    const box = page.getByRole('combobox', { name: 'Szukaj w ofercie' });
    await box.fill('bateia');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/oferta\?q=bateia/);
    await waitForResults(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wyniki wyszukiwania dla „bateia”',
    );
    await expect(page.getByText('Pokazujemy wyniki dla „bateria”')).toBeVisible();
    await expect(tiles(page).first()).toContainText(/bateri/i);
    // The shop shows 10 per page and writes its state to the URL (debounced).
    await expect(tiles(page)).toHaveCount(10);
    await expect(page).toHaveURL(/size=n_10_n/);
  });

  test('filtering by a brand shows only that brand and goes back to page 1', async ({ page }) => {
    await page.goto('/oferta?q=bateria&current=n_2_n');
    await waitForResults(page);
    await expect(page.getByText(/Produkty 11–20 z/)).toBeVisible();
    const brand = await firstBrand(page);
    await brand.label.click();
    await expect(page).toHaveURL(/filters/);
    await waitForResults(page);
    expect(decodedQuery(page)).toContain(`[values][0]=${brand.name}`);
    expect(decodedQuery(page)).not.toContain('current=');
    await expect(page.getByText(/Produkty 1–\d+ z/)).toBeVisible();
    for (const tile of await tiles(page).all()) await expect(tile).toContainText(brand.name);
    await expect(
      page.getByRole('button', { name: `Usuń filtr: Marka: ${brand.name}` }),
    ).toBeVisible();
  });

  test('a price range typed in the sidebar as soon as the page shows it narrows the category', async ({
    page,
  }) => {
    // The wide screen's listing comes as the host's HTML, its range form in it: the form must take
    // the bounds only once its script can, not swallow what was typed before (issue 16).
    await page.goto('/oferta/kategoria/baterie');
    const range = page.getByRole('region', { name: 'Cena brutto (zł)' }).locator('form');
    await range.getByRole('textbox', { name: 'Cena brutto (zł) od' }).fill('500');
    await range.getByRole('textbox', { name: 'Cena brutto (zł) do' }).fill('900');
    await range.getByRole('button', { name: 'Zastosuj' }).click();
    await expect(page).toHaveURL(/filters/);
    await waitForResults(page);
    const prices = await grossPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(500);
    for (const price of prices) expect(price).toBeLessThanOrEqual(900);
  });

  test('sorting by price orders the products', async ({ page }) => {
    await page.goto('/oferta?q=umywalka');
    await waitForResults(page);
    await page.getByRole('button', { name: /Sortuj/ }).click();
    await page.getByRole('option', { name: 'Cena: od najniższej' }).click();
    await expect(page).toHaveURL(/sort/);
    await waitForResults(page);
    const prices = await grossPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  test('paging moves through the results', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const firstPage = await tiles(page).first().getAttribute('data-product-id');
    await page
      .getByRole('navigation', { name: 'Stronicowanie' })
      .getByRole('button', { name: 'Strona 2' })
      .click();
    await expect(page).toHaveURL(/current=n_2_n/);
    await waitForResults(page);
    await expect(page.getByText(/Produkty 11–20 z/)).toBeVisible();
    expect(await tiles(page).first().getAttribute('data-product-id')).not.toBe(firstPage);
  });

  test('the view mode is remembered in localStorage', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    await expect(page.locator('[data-view-mode="image"]')).toBeVisible();
    await page.getByRole('button', { name: 'Lista' }).click();
    await expect(page.locator('[data-view-mode="list"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gridType'))).toBe('list');
    await page.reload();
    await expect(page.locator('[data-view-mode="list"]')).toBeVisible();
  });

  test('a listing context searches at start without a term', async ({ page }) => {
    await page.goto('/promocje');
    await waitForResults(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promocje');
    await expect(tiles(page).first()).toContainText('Promocja');
  });

  test('the bare offer page waits for a choice, then shows everything on request', async ({
    page,
  }) => {
    await page.goto('/oferta');
    await expect(page.getByTestId('listing-start')).toBeVisible();
    await page.getByRole('button', { name: 'Pokaż wszystkie produkty' }).click();
    await waitForResults(page);
  });
});
