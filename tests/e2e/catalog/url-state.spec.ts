// The URL mirrors the search state; back/forward and reload restore it (storefront.md §4).
import { expect, test } from '@playwright/test';
import { decodedQuery, firstBrand, tiles, waitForResults } from './helpers';

test.describe('listing URL state', () => {
  test('back and forward restore page and filters', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const page1First = await tiles(page).first().getAttribute('data-product-id');

    await page
      .getByRole('navigation', { name: 'Stronicowanie' })
      .getByRole('button', { name: 'Strona 2' })
      .click();
    await expect(page).toHaveURL(/current=n_2_n/);
    await waitForResults(page);
    // The answer is rendered as a transition: read the tiles once page 2 is on screen, not the
    // first page's tiles still shown a moment after the request settled.
    await expect(page.getByText(/Produkty 11–20 z/)).toBeVisible();
    const page2First = await tiles(page).first().getAttribute('data-product-id');

    const brand = await firstBrand(page);
    await brand.label.click();
    await expect(page).toHaveURL(/filters/);
    await waitForResults(page);

    await page.goBack();
    await expect(page).toHaveURL(/current=n_2_n/);
    expect(decodedQuery(page)).not.toContain('filters');
    await waitForResults(page);
    await expect(page.getByText(/Produkty 11–20 z/)).toBeVisible();
    await expect(tiles(page).first()).toHaveAttribute('data-product-id', page2First!);

    await page.goBack();
    await expect(page).not.toHaveURL(/current=/);
    await waitForResults(page);
    await expect(tiles(page).first()).toHaveAttribute('data-product-id', page1First!);

    await page.goForward();
    await expect(page).toHaveURL(/current=n_2_n/);
    await waitForResults(page);
    await expect(tiles(page).first()).toHaveAttribute('data-product-id', page2First!);

    await page.goForward();
    await expect(page).toHaveURL(/filters/);
    await waitForResults(page);
    await expect(
      page.getByRole('button', { name: `Usuń filtr: Marka: ${brand.name}` }),
    ).toBeVisible();
  });

  test('a shared address opens the same results', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    await page.getByRole('button', { name: /Sortuj/ }).click();
    await page.getByRole('option', { name: 'Nazwa: A–Z' }).click();
    await expect(page).toHaveURL(/sort/);
    await waitForResults(page);
    const address = page.url();
    const names = await tiles(page).locator('h3').allTextContents();

    const other = await page.context().newPage();
    await other.goto(address);
    await waitForResults(other);
    expect(await tiles(other).locator('h3').allTextContents()).toEqual(names);
    await expect(other.getByRole('button', { name: /Sortuj/ })).toContainText('Nazwa: A–Z');
    await other.close();
  });

  test('a new search from the header resets filters and page', async ({ page }) => {
    await page.goto('/oferta?q=bateria&current=n_2_n');
    await waitForResults(page);
    const box = page.getByRole('combobox', { name: 'Szukaj w ofercie' });
    await box.fill('umywalka');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=umywalka/);
    await waitForResults(page);
    await expect(page.getByText(/Produkty 1–10 z/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Wyniki wyszukiwania dla „umywalka”',
    );
  });
});
