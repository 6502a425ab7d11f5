// The product page: address, price for the caller, specification, availability alert.
import { expect, test } from '@playwright/test';
import { findProduct, parsePrice, tiles, waitForResults } from './helpers';

test.describe('product page', () => {
  test('opens from the listing with its name, codes and price', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const tile = tiles(page).first();
    const name = (await tile.locator('h3').textContent())!.trim();
    const id = await tile.getAttribute('data-product-id');
    await tile.locator('h3 a').click();

    await expect(page).toHaveURL(new RegExp(`/oferta/[a-z0-9-]+-${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page.getByTestId('product-summary').getByText('Kod', { exact: true }),
    ).toBeVisible();
    const summary = page.getByTestId('product-summary');
    const price = summary.getByTestId('product-price');
    await expect(price).toContainText(/\d{1,3}(\.\d{3})*,\d{2} zł brutto/);
    await expect(price).toContainText(/,\d{2} zł netto/);
    const text = await price.innerText();
    const gross = parsePrice(text.split('\n').find((l) => l.includes('brutto'))!);
    const net = parsePrice(text.split('\n').find((l) => l.includes('netto'))!);
    expect(gross).toBeGreaterThan(net);
    await expect(page.getByRole('heading', { name: 'Parametry techniczne' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeVisible();
  });

  test('an address without the slug or with another slug is corrected', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, { searchTerm: 'umywalka' });
    await page.goto(`/oferta/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveURL(new RegExp(`/oferta/${product.slug}-${product.id}$`));
  });

  test('an unknown product shows the not-found state', async ({ page }) => {
    await page.goto('/oferta/nie-ma-takiego-999999999');
    await expect(page.getByText('Nie znaleziono produktu.')).toBeVisible();
  });

  test('an unavailable product offers an availability alert', async ({ page, request }) => {
    const product = await findProduct(request, {
      sortList: [{ field: 'qtyAvailable', direction: 'asc' }],
    });
    expect(product.qtyAvailable).toBe(0);
    await page.goto(`/oferta/${product.slug}-${product.id}`);
    await expect(
      page.getByTestId('product-summary').getByText('Niedostępny', { exact: true }),
    ).toBeVisible();
    const form = page.getByRole('region', { name: 'Powiadom o dostępności' });
    await form.getByLabel('Adres e-mail').fill('nie-email');
    await form.getByRole('button', { name: 'Powiadom mnie' }).click();
    await expect(form.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
    await form.getByLabel('Adres e-mail').fill('jan.kowalski@example.pl');
    await form.getByRole('button', { name: 'Powiadom mnie' }).click();
    await expect(
      form.getByText('Dziękujemy! Powiadomimy Cię, gdy produkt będzie dostępny.'),
    ).toBeVisible();
  });
});
