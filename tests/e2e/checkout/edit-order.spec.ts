// A signed-in buyer places an order for pickup in a salon, then edits it: the order goes back to
// the cart, the quantity changes, and the last step saves the order instead of placing a new one.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { addFirstProduct } from './helpers';

test('editing a placed order through the cart', async ({ page }) => {
  await signIn(page, 'b2c');
  await page.goto('/koszyk');
  const clear = page.getByRole('button', { name: 'Wyczyść koszyk' });
  if (await clear.isVisible().catch(() => false)) await clear.click();
  await addFirstProduct(page, 'umywalka', '1');
  await page.goto('/koszyk');
  await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await page.getByRole('radio', { name: /Odbiór osobisty/ }).check();
  await page.getByRole('button', { name: 'Punkt odbioru' }).click();
  await page.getByRole('option', { name: /Kraków/ }).click();
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Nowe');
  const number = (await page.getByTestId('order-number').textContent())!;

  await page.getByRole('button', { name: 'Edytuj zamówienie' }).click();
  await expect(page).toHaveURL(/\/koszyk$/);
  await expect(page.getByText(`Edytujesz zamówienie ${number}`)).toBeVisible();
  const qty = page.getByTestId('cart-line').getByRole('textbox');
  await qty.fill('3');
  await qty.press('Enter');
  await expect(qty).toHaveValue('3');
  await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await page.getByRole('button', { name: 'Zapisz zmiany w zamówieniu' }).click();

  await expect(page).toHaveURL(/\/zamowienia\/potwierdzenie\?orderId=\d+/);
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByRole('cell', { name: '3 szt' })).toBeVisible();
});
