// A visitor who is not signed in buys: local cart → delivery with a checked address → payment →
// summary with VAT per rate → order → confirmation with the transfer details.
import { expect, test } from '@playwright/test';
import { addFirstProduct, fillBuyer, fillCourierAddress, miniCartCount } from './helpers';

test('guest checkout from the listing to the confirmation', async ({ page }) => {
  await addFirstProduct(page, 'bateria', '2');
  await expect(miniCartCount(page)).toHaveText('1');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('shoppingCart_1') ?? '[]')[0]?.qty),
  ).toBe(2);

  await page.getByTestId('mini-cart').click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('total-gross')).toContainText('zł');
  await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();

  await fillCourierAddress(page, { postalCode: '00549' });
  await fillBuyer(page, {
    firstName: 'Ewa',
    lastName: 'Gość',
    email: 'ewa.gosc@example.pl',
    phone: '+48 600 700 800',
  });
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await expect(page.getByText('Kod pocztowy musi mieć format NN-NNN.')).toBeVisible();
  await page.getByLabel('Kod pocztowy').fill('00-549');
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();

  await expect(page).toHaveURL(/\/koszyk\/platnosc$/);
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await expect(page.getByTestId('cart-totals')).toContainText('VAT 23%');
  await expect(page.getByTestId('cart-totals')).toContainText('Kurier InPost');
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();

  await expect(page).toHaveURL(/\/zamowienia\/potwierdzenie\?orderId=\d+&token=/);
  await expect(page.getByRole('heading', { name: 'Dziękujemy za zamówienie!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^ZAM\/\d{4}\/\d{6}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Nowe');
  await expect(page.getByTestId('transfer')).toContainText('Numer rachunku');
  await expect(miniCartCount(page)).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('shoppingCart_1'))).toBeNull();
});
