// The anonymous cart moves to the server cart when the visitor signs in, and is then cleared.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { addFirstProduct, miniCartCount } from './helpers';

test('signing in moves the local cart to the server', async ({ page }) => {
  await addFirstProduct(page, 'kabina', '2');
  await expect(miniCartCount(page)).toHaveText('1');
  await signIn(page, 'b2b2');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shoppingCart_1'))).toBeNull();
  await page.goto('/koszyk');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('textbox')).toHaveValue('2');
  await expect(miniCartCount(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Wyczyść koszyk' }).click();
  await expect(miniCartCount(page)).toHaveText('0');
});
