// Staff holding Pages.Order.Manage (user 'zamowienia') work the tenant's order list: the status
// filter is the address (/kokpit/zamowienia/:statusId), and only orders in that status are listed.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import {
  apiToken,
  confirmOrder,
  expectAccessible,
  orderIdOf,
  placeOrderThroughShop,
} from './helpers';

// Each test places orders through the real cart and checkout screens: several steps each.
test.describe.configure({ timeout: 150_000 });
test("staff filter the tenant's orders by status", async ({ page, request }) => {
  await signIn(page, 'b2c');
  const confirmed = await placeOrderThroughShop(page);
  const fresh = await placeOrderThroughShop(page, 'bateria');
  const buyer = await apiToken(request, 'b2c');
  await confirmOrder(request, await orderIdOf(request, buyer, confirmed));

  await page.context().clearCookies();
  await signIn(page, 'zamowienia');
  await page.goto('/kokpit/zamowienia');
  await expect(page.getByText('Zamówienia wszystkich klientów sklepu.')).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: fresh })).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: confirmed })).toBeVisible();

  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Potwierdzone' }).click();
  await expect(page).toHaveURL(/\/kokpit\/zamowienia\/4$/);
  await expect(page.getByTestId('order-row').filter({ hasText: confirmed })).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: fresh })).toHaveCount(0);
  for (const status of await page.getByTestId('order-row').locator('[data-status]').all())
    await expect(status).toHaveAttribute('data-status', 'CONFIRMED');
  await expectAccessible(page, 'staff order list filtered by status');

  // The address alone restores the filter (a shared link, a reload).
  await page.goto('/kokpit/zamowienia/1');
  await expect(page.getByTestId('order-row').filter({ hasText: fresh })).toBeVisible();
  await expect(page.getByTestId('order-row').filter({ hasText: confirmed })).toHaveCount(0);

  // The text filter narrows the list to one order, kept in the address.
  await page.goto('/kokpit/zamowienia');
  await page.getByLabel('Szukaj (numer, zamawiający, produkt)').fill(confirmed);
  await page.getByRole('button', { name: 'Filtruj' }).click();
  await expect(page).toHaveURL(new RegExp(`filter=${encodeURIComponent(confirmed)}`));
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});
