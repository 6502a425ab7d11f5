// Issue 14, the catalogue's parts: out-of-stock products are never added silently (#5), expired
// contracts say so and offer nothing at their price (#3), a typed non-numeric quantity adds nothing
// (#2), the product tab is titled with the product (#8) and 'Dodaj do koszyka' keeps to one line in
// the cards at 375, 768 and 1280 px (#8).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../account/helpers';
import { findProduct, signIn, tiles, waitForResults } from './helpers';

const outOfStock = { filters: [], sortList: [{ field: 'qtyAvailable', direction: 'asc' }] };

/** Lines the text of an element takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });

async function localCartQty(page: Page): Promise<number> {
  return page.evaluate(() =>
    (JSON.parse(localStorage.getItem('shoppingCart_1') ?? '[]') as { qty: number }[]).reduce(
      (sum, line) => sum + line.qty,
      0,
    ),
  );
}

test.describe('stock, prices and quantities (issue 14)', () => {
  test('the product tab is titled with the product and described by it', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, { searchTerm: 'bateria' });
    await page.goto(`/oferta/${product.slug}-${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(`${product.name} - Armatura`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(10);
    expect(description!.length).toBeLessThanOrEqual(155);
  });

  test('an out-of-stock product page says so and cannot be added', async ({ page, request }) => {
    const product = await findProduct(request, outOfStock);
    expect(product.qtyAvailable).toBe(0);
    await page.goto(`/oferta/${product.slug}-${product.id}`);
    const summary = page.getByTestId('product-summary');
    await expect(summary.getByText('Niedostępny', { exact: true })).toBeVisible();
    const add = summary.getByRole('button', { name: `Dodaj do koszyka: ${product.name}` });
    await expect(add).toBeDisabled();
    await expect(
      summary.getByText('Produkt jest niedostępny i nie można go teraz zamówić.'),
    ).toBeVisible();
    await expect(summary.getByTestId('add-to-cart')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Powiadom o dostępności' })).toBeVisible();
    await expectAccessible(page, 'out-of-stock product page');
  });

  test('an out-of-stock tile offers "Powiadom mnie o dostępności", not the cart', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, outOfStock);
    await page.goto(`/oferta?q=${encodeURIComponent(product.name)}`);
    await waitForResults(page);
    const tile = page.locator(`[data-testid="product-tile"][data-product-id="${product.id}"]`);
    await expect(tile.getByText('Niedostępny', { exact: true })).toBeVisible();
    await expect(tile.getByRole('button', { name: /^Dodaj do koszyka/ })).toBeDisabled();
    await tile.getByRole('button', { name: 'Powiadom mnie o dostępności' }).click();
    const dialog = page.getByRole('dialog', { name: 'Powiadom o dostępności' });
    await expect(dialog.getByLabel('Adres e-mail')).toBeFocused();
    await expectAccessible(page, 'availability alert dialog');
    await dialog.getByLabel('Adres e-mail').fill('anna.nowak@example.pl');
    await dialog.getByRole('button', { name: 'Powiadom mnie', exact: true }).click();
    await expect(
      dialog.getByText('Dziękujemy! Powiadomimy Cię, gdy produkt będzie dostępny.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog).toHaveCount(0);
    // The kit's own dialog trigger (shared-libs/src/ui/overlays.tsx): focus goes back to it.
    await expect(tile.getByRole('button', { name: 'Powiadom mnie o dostępności' })).toBeFocused();
    await expectAccessible(page, 'listing with unavailable products');
  });

  test('typing "abc" as the quantity adds nothing and says why', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const widget = tiles(page).first().getByTestId('add-to-cart');
    await widget.getByRole('textbox').fill('abc');
    await widget.getByRole('button', { name: /^Dodaj do koszyka/ }).click();
    await expect(widget.getByRole('status')).not.toBeEmpty();
    expect(await localCartQty(page)).toBe(0);
  });

  test('an expired contract is shown as expired and sells nothing at its price', async ({
    page,
  }) => {
    await signIn(page, 'b2b');
    await page.goto('/kontrakty');
    const row = page.getByRole('row', { name: /K\/2025\/014/ });
    await expect(row).toContainText('Wygasł');
    await row.getByRole('link', { name: 'Pokaż produkty' }).click();
    await expect(page.getByTestId('contract-expired')).toContainText(
      'jego ceny już nie obowiązują',
    );
    const products = page.getByTestId('contract-product');
    await expect(products.first()).toBeVisible();
    await expect(products.first()).toHaveAttribute('data-state', 'expired');
    await expect(page.getByText('Cena kontraktowa')).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await expectAccessible(page, 'expired contract');
  });

  for (const width of [375, 768, 1280]) {
    test(`'Dodaj do koszyka' keeps to one line in the cards at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const mode of ['image', 'thumb']) {
        await page.goto('/oferta?q=bateria');
        await waitForResults(page);
        await page.evaluate((m) => localStorage.setItem('gridType', m), mode);
        await page.reload();
        await waitForResults(page);
        const buttons = page
          .getByTestId('add-to-cart')
          .getByRole('button', { name: /^Dodaj do koszyka/ });
        await expect(buttons.first()).toBeVisible();
        for (const button of (await buttons.all()).slice(0, 4)) {
          expect(await linesOf(button), `${mode} at ${width} px`).toBe(1);
          const box = (await button.boundingBox())!;
          const card = (await button.locator('xpath=ancestor::article').boundingBox())!;
          expect(box.x + box.width, `${mode} at ${width} px`).toBeLessThanOrEqual(
            card.x + card.width,
          );
        }
      }
    });
  }
});
