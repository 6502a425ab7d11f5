// Issue 16: the product page and a category listing are readable without JavaScript — the host
// writes the name, price and the listing's products into the HTML (deploy/src/page-html).
import { expect, test } from '@playwright/test';
import { findProduct } from './helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page shows the product name and price', async ({ page, request }) => {
    const product = await findProduct(request, { searchTerm: 'bateria' });
    const response = await page.goto(`/oferta/${product.slug}-${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(/\d{1,3}(\.\d{3})*,\d{2} zł/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} - Armatura`);
    // The shop's own header and menu, rendered by the host (the shell's layout).
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    await expect(menu.getByRole('link', { name: 'Promocje' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a category listing shows its products as links with prices', async ({ page, request }) => {
    const tree = await request.get('/api/services/app/Product/GetCategoryTree?Level=1');
    const categories = (await tree.json()).result as {
      slug: string;
      name: string;
      productCount: number;
    }[];
    const category = categories.find((c) => c.productCount > 0)!;
    await page.goto(`/oferta/kategoria/${encodeURIComponent(category.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(0);
    await expect(
      page
        .getByRole('main')
        .getByText(/,\d{2} zł/)
        .first(),
    ).toBeVisible();
  });

  test('an unknown product answers 404', async ({ page }) => {
    const response = await page.goto('/oferta/brak-2147483000');
    expect(response?.status()).toBe(404);
  });
});

test('with JavaScript the SPA replaces the server-written content without errors', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const product = await findProduct(request, { searchTerm: 'bateria' });
  await page.goto(`/oferta/${product.slug}-${product.id}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#armatura-static')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('with JavaScript a category listing keeps the title the HTML gave it', async ({
  page,
  request,
}) => {
  const tree = await request.get('/api/services/app/Product/GetCategoryTree?Level=1');
  const categories = (await tree.json()).result as { slug: string; name: string }[];
  const category = categories[0]!;
  await page.goto(`/oferta/kategoria/${encodeURIComponent(category.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(page).toHaveTitle(`${category.name} - Armatura`);
});
