// Issue 11, point 9: an administrator onboards a B2B company in the back office — the company
// (NIP checked by its checksum, contractor, address), a group, a buyer in that group with a monthly
// limit and an approver — then the buyer signs in and the checkout enforces the limit.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { addFirstProduct, fillCourierAddress } from '../checkout/helpers';
import { choose, fillAndSaveUser, runId } from './helpers';

test('a company with a group and a buyer with a monthly limit; the checkout enforces it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // a whole onboarding and a checkout on a shared 2-core machine
  const id = runId();
  const company = `Firma E2E ${id}`;
  const group = `Zakupy ${id}`;
  const buyer = `kupiec${id}`;
  const password = 'Kupiec-123';

  await signIn(page, 'admin');
  await page.goto('/kokpit/konta/firma/dodaj');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj firmę' })).toBeVisible();
  await page.getByLabel('Nazwa firmy').fill(company);
  // A NIP with a wrong checksum is refused by the form with the contract's message.
  await page.getByLabel('NIP').fill('5260250275');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(
    page.getByText('Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).'),
  ).toBeVisible();
  await page.getByLabel('NIP').fill('526-025-02-74');
  await page.getByRole('combobox', { name: 'Kontrahent (ERP)' }).fill('Hydro');
  await page.getByRole('option', { name: /Hydro-Serwis/ }).click();
  await page.getByRole('button', { name: 'Dodaj adres' }).click();
  await page.getByLabel('Ulica i numer').fill('ul. Legnicka 12');
  await page.getByLabel('Kod pocztowy').fill('54-203');
  await page.getByLabel('Miejscowość').fill('Wrocław');
  await expectAccessible(page, 'add company');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Firma została zapisana.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kokpit\/konta\/firma\/edytuj\/\d+$/);
  const companyPage = new URL(page.url()).pathname;

  await page.getByLabel('Nazwa grupy').fill(group);
  await page.getByRole('button', { name: 'Dodaj grupę' }).click();
  await expect(page.getByText(`Dodano grupę „${group}”.`).first()).toBeVisible();
  await expect(page.getByTestId('group-row')).toHaveCount(1);
  await expectAccessible(page, 'edit company');

  await page.getByRole('link', { name: 'Dodaj nowego użytkownika firmy' }).click();
  await expect(page.getByRole('button', { name: /Firma$/ })).toContainText(company);
  await expect(page.getByRole('checkbox', { name: 'Klient B2B' })).toBeChecked();
  await fillAndSaveUser(page, {
    userName: buyer,
    name: 'Kamil',
    surname: `Kupiec ${id}`,
    email: `${buyer}@example.pl`,
    // The checkout asks the buyer for a phone number: the profile provides it.
    phone: '+48 601 234 567',
    password,
    group,
    roles: [],
  });

  const limits = page.getByTestId('limits');
  await expect(limits.getByText('Użytkownik nie ma limitu zakupowego.')).toBeVisible();
  await limits.getByLabel('Kwota limitu (zł brutto)').fill('1000');
  await expect(limits.getByRole('button', { name: /Okres$/ })).toContainText('Miesięczny');
  await choose(page, /Akceptujący zamówienia ponad limit$/, /\(admin\)$/);
  await limits.getByRole('button', { name: 'Ustaw limit' }).click();
  await expect(page.getByText('Limit został zapisany.').first()).toBeVisible();
  const row = limits.getByTestId('limit-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1.000,00 zł');
  await expect(row).toContainText('Miesięczny');
  await expect(row).toContainText('aktywny');
  await expectAccessible(page, 'edit user');

  // The company lists its new member in the group.
  await page.goto(companyPage);
  await expect(page.getByTestId('member-row').filter({ hasText: buyer })).toContainText(group);

  // The buyer, in a session of their own, orders above the limit: the checkout says so.
  const context = await browser.newContext();
  const shop = await context.newPage();
  await signIn(shop, buyer, password);
  await addFirstProduct(shop, 'wanna', '50');
  await shop.goto('/koszyk');
  await shop.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await fillCourierAddress(shop);
  await shop.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await shop.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await shop.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await expect(shop.getByText(/przekracza Twój limit zakupowy/)).toBeVisible();
  await context.close();
});
