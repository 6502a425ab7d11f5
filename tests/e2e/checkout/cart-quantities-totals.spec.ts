// Issue 14 in the cart (items 2, 4, 6): a non-numeric quantity becomes 0 and adds or changes
// nothing, with a message; the cart's net lines add up to 'Razem netto', VAT is shown per rate and
// net + VAT = 'Razem brutto' = the header's total; in English the cart is English.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../account/helpers';
import { addFirstProduct, miniCartCount } from './helpers';

/** '1.234,56 zł' → 123456 (grosze). */
const grosze = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', ''));

async function addTyped(page: Page, query: string, qty: string) {
  await page.goto(`/oferta?q=${encodeURIComponent(query)}`);
  const widget = page.getByTestId('add-to-cart').first();
  await expect(widget).toBeVisible({ timeout: 45_000 });
  await widget.getByRole('textbox').fill(qty);
  await widget.getByRole('button', { name: /Dodaj do koszyka/ }).click();
  return widget;
}

test('a non-numeric quantity adds and changes nothing, and says so', async ({ page }) => {
  const widget = await addTyped(page, 'bateria', 'abc');
  await expect(widget.getByRole('status')).toHaveText(
    'Podaj ilość większą od zera. Nic nie dodano do koszyka.',
  );
  await expect(widget.getByRole('textbox')).toHaveValue('0');
  await expect(miniCartCount(page)).toHaveText('0');

  await addFirstProduct(page, 'bateria', '1');
  await page.goto('/koszyk');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const qty = line.getByRole('textbox');
  await qty.fill('abc');
  await qty.press('Enter');
  await expect(line.getByTestId('line-problem')).toHaveText(
    'Podaj ilość większą od zera. Aby usunąć produkt, użyj przycisku „Usuń”.',
  );
  await expect(qty).toHaveValue('1');
  await expect(line).toHaveCount(1);
  await expectAccessible(page, 'cart with a quantity problem');
});

test('the lines add up to the totals, and the header shows the same gross', async ({ page }) => {
  await addFirstProduct(page, 'bateria', '1');
  await addFirstProduct(page, 'umywalka', '1');
  await page.goto('/koszyk');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const totals = page.getByTestId('cart-totals');
  await expect(totals).toBeVisible();
  const nets = (await page.getByTestId('line-net').allTextContents()).map(grosze);
  const totalNet = grosze(await page.getByTestId('total-net').textContent());
  expect(nets.reduce((a, b) => a + b, 0)).toBe(totalNet);
  const vat = (await totals.locator('dd').allTextContents()).map(grosze);
  // dd: net, one VAT per rate, gross
  const vatSum = vat.slice(1, -1).reduce((a, b) => a + b, 0);
  const totalGross = grosze(await page.getByTestId('total-gross').textContent());
  expect(totalNet + vatSum).toBe(totalGross);
  await expect(page.getByTestId('mini-cart')).toContainText(
    (await page.getByTestId('total-gross').textContent())!,
  );
  await expectAccessible(page, 'cart totals');
});

test('in English the cart and its texts are English', async ({ page }) => {
  await addFirstProduct(page, 'bateria', '1');
  await page.goto('/koszyk');
  await page.getByRole('button', { name: /Język/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-totals')).toContainText('Total gross');
  await expect(page.getByRole('button', { name: 'Next: Delivery and address' })).toBeVisible();
  await expect(page.getByText('Razem brutto')).toHaveCount(0);
  await expectAccessible(page, 'cart in English');
});
