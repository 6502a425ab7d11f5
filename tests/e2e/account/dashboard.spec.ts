// /kokpit/pulpit at 375 px: the account, limit, last orders and shortcuts fit the screen, an
// address is added through the dialog (refused first with the Polish postal code message), and
// staff see their domain's shortcuts.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

test('the dashboard works at 375 px: cards, shortcuts and a new address', async ({ page }) => {
  await signIn(page, 'b2b');
  await page.goto('/kokpit/pulpit');
  await expect(page.getByRole('heading', { name: 'Pulpit', level: 1 })).toBeVisible();
  await expect(page.getByText('Witaj, Jan!')).toBeVisible();
  for (const title of ['Twoje konto', 'Limit zakupowy', 'Kontrahent', 'Ostatnie zamówienia'])
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  const shortcuts = page.getByTestId('quick-links');
  await expect(shortcuts.getByRole('link', { name: 'Zamówienia' })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: 'Kontrakty' })).toBeVisible();
  await expect(page.getByTestId('staff-links')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'dashboard at 375 px');

  const addresses = page.getByTestId('addresses');
  await addresses.getByRole('button', { name: 'Dodaj adres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj adres' });
  await dialog.getByLabel('Imię').fill('Jan');
  await dialog.getByLabel('Nazwisko').fill('Kowalski');
  await dialog.getByLabel('Ulica i numer').fill('ul. Mobilna 375');
  await dialog.getByLabel('Kod pocztowy').fill('00549');
  await dialog.getByLabel('Miejscowość').fill('Warszawa');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('Kod pocztowy musi mieć format NN-NNN.')).toBeVisible();
  await expectAccessible(page, 'address dialog with errors');
  await dialog.getByLabel('Kod pocztowy').fill('00-549');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    addresses.getByTestId('address').filter({ hasText: 'ul. Mobilna 375' }),
  ).toBeVisible();
});

test("staff see their domain's shortcuts on the dashboard", async ({ page }) => {
  await signIn(page, 'konta');
  await page.goto('/kokpit/pulpit');
  const staff = page.getByTestId('staff-links');
  await expect(staff.getByRole('link', { name: 'Użytkownicy' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Role' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Produkty' })).toHaveCount(0);
  await expectAccessible(page, 'staff dashboard');
});
