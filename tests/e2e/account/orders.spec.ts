// A customer places an order in the shop and finds it in /kokpit/zamowienia: the row, the details
// with lines and change history, and the PDF of the order confirmation.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible, placeOrderThroughShop } from './helpers';

// Each test places orders through the real cart and checkout screens: several steps each.
test.describe.configure({ timeout: 150_000 });
test('a placed order appears in the order history with its details, history and PDF', async ({
  page,
}) => {
  await signIn(page, 'b2c');
  const number = await placeOrderThroughShop(page);

  await page.goto('/kokpit/zamowienia');
  await expect(page.getByRole('heading', { name: 'Zamówienia', level: 1 })).toBeVisible();
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Nowe');
  await expectAccessible(page, 'order list');

  await row.getByRole('link', { name: `Pokaż zamówienie ${number}` }).click();
  await expect(page).toHaveURL(/\/kokpit\/zamowienia\?zamowienie=\d+/);
  await expect(page.getByRole('heading', { name: `Zamówienie ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Nowe');
  await expect(page.getByTestId('order-lines').getByRole('row')).toHaveCount(2); // header + line
  await expect(page.getByTestId('order-lines')).toContainText('2 szt');
  await expect(page.getByTestId('order-history')).toContainText('Nowe');
  await expect(page.getByTestId('total-gross')).toContainText('zł');
  await expect(page.getByRole('button', { name: 'Edytuj zamówienie' })).toBeVisible();
  await expectAccessible(page, 'order details');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // Back to the list keeps the list state.
  await page.getByRole('link', { name: /Wróć do listy/ }).click();
  await expect(page).toHaveURL(/\/kokpit\/zamowienia$/);
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toBeVisible();
});

test('repeat order puts the lines into the cart again', async ({ page }) => {
  await signIn(page, 'b2c');
  const number = await placeOrderThroughShop(page, 'bateria');
  await page.goto('/kokpit/zamowienia');
  await page.getByRole('link', { name: `Pokaż zamówienie ${number}` }).click();
  await page.getByRole('button', { name: 'Zamów ponownie' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('textbox')).toHaveValue('2');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the order list and an order fit the screen and stay accessible', async ({ page }) => {
    await signIn(page, 'b2c');
    const number = await placeOrderThroughShop(page);
    const pageOverflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await page.goto('/kokpit/zamowienia');
    await expect(page.getByTestId('order-row').filter({ hasText: number })).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'order list at 375 px');
    await page.getByRole('link', { name: `Pokaż zamówienie ${number}` }).click();
    await expect(page.getByTestId('order-lines')).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'order details at 375 px');
    await page.goto('/kokpit/dokumenty');
    await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'document list at 375 px');
  });
});
