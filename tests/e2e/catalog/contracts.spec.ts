// Contracts (Pages.Offer.Contracts) and the contractor's prices (storefront.md §2, §7).
import { expect, test } from '@playwright/test';
import { signIn, tiles, waitForResults } from './helpers';

test.describe('contracts and contractor prices', () => {
  test('a contractor sees the contracts and a contract’s products with contract prices', async ({
    page,
  }) => {
    await signIn(page, 'b2b');
    await page.goto('/kontrakty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontrakty');
    const row = page.getByRole('row', { name: /K\/2026\/001/ });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: 'Pokaż produkty' }).click();
    await expect(page).toHaveURL(/\/kontrakty\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('K/2026/001');
    const product = page.getByTestId('contract-product').first();
    await expect(product).toBeVisible();
    await expect(product).toContainText('Cena kontraktowa');
    await expect(product).toContainText(/\d,\d{2} zł/);
  });

  test('an anonymous visitor is sent to sign in', async ({ page }) => {
    await page.goto('/kontrakty');
    await expect(
      page.getByText('Brak odpowiednich uprawnień do strony! Proszę się zalogować!').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 5000 });
  });

  test('a signed-in contractor’s listing asks for its discounts and shows net prices first', async ({
    page,
  }) => {
    await signIn(page, 'b2b');
    const discounts = page.waitForRequest(
      (r) => r.url().includes('/Product/DiscountsProduct') && r.method() === 'POST',
    );
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const request = await discounts;
    expect(request.postDataJSON()).toMatchObject({ contractorId: 1001 });
    const lines = (await tiles(page).first().getByTestId('product-price').innerText()).split('\n');
    expect(lines.find((l) => /zł/.test(l) && !/brutto/.test(l) && /netto/.test(l))).toBeTruthy();
    expect(lines.findIndex((l) => l.includes('netto'))).toBeLessThan(
      lines.findIndex((l) => l.includes('brutto')),
    );
  });
});
