// Issue 11 review, points 1–3 and 6: the user form's own permissions (the tree marks what the roles
// give; a grant and a denial saved with the form; what the editor lacks cannot be ticked; reset to
// the roles'), a B2B buyer's own cost centres (add, remove) and linked accounts (search, link,
// unlink). Signed in as `konta` (users and roles staff); axe on the edit page; 375 px.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { fillAndSaveUser, runId, setChecked } from './helpers';

/** A new B2B buyer of Łazienki Premium (unit 2), added from the company's link; answers the id. */
async function addBuyer(page: Page, userName: string, surname: string) {
  await page.goto('/kokpit/konta/uzytkownik/dodaj?organizationUnitId=2');
  return fillAndSaveUser(page, {
    userName,
    name: 'Iga',
    surname,
    email: `${userName}@example.pl`,
    password: 'Kupiec-123',
    roles: [],
  });
}

test('own permissions, MPKs and linked accounts on the user form', async ({ page }) => {
  test.setTimeout(150_000);
  const id = runId();
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, 'konta');
  const other = `druga${id}`;
  await addBuyer(page, other, `Druga ${id}`);
  const buyer = `iga${id}`;
  await addBuyer(page, buyer, `Kupująca ${id}`);

  // Own permissions: Dokumenty come from the CustomerB2B role; Użytkownicy i firmy konta holds.
  const tree = page.getByTestId('user-permission-tree');
  const documents = tree.getByRole('checkbox', { name: /^Dokumenty \(/ });
  const users = tree.getByRole('checkbox', { name: /^Użytkownicy i firmy/ });
  await expect(documents).toBeChecked();
  await expect(documents).toHaveAccessibleName('Dokumenty (z roli)');
  await expect(users).not.toBeChecked();
  await expect(tree.getByRole('checkbox', { name: /^Blog/ })).toBeDisabled();
  await setChecked(users, true);
  await expect(users).toHaveAccessibleName('Użytkownicy i firmy (nadane indywidualnie)');
  await setChecked(documents, false);
  await expect(documents).toHaveAccessibleName('Dokumenty (odebrane indywidualnie)');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Użytkownik został zapisany.').first()).toBeVisible();
  await expect(page.getByText('Uprawnienia nadane lub odebrane indywidualnie: 2.')).toBeVisible();
  await page.reload();
  await expect(tree.getByRole('checkbox', { name: /^Dokumenty \(/ })).not.toBeChecked();
  await expect(tree.getByRole('checkbox', { name: /^Użytkownicy i firmy/ })).toBeChecked();
  await expectAccessible(page, 'user form with own permissions');
  await page.getByRole('button', { name: 'Przywróć uprawnienia z ról' }).click();
  await expect(page.getByText('Przywrócono uprawnienia z ról.').first()).toBeVisible();
  await expect(page.getByText('Użytkownik ma tylko uprawnienia swoich ról.')).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: /^Dokumenty \(/ })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: /^Użytkownicy i firmy/ })).not.toBeChecked();

  // Own cost centres.
  const code = `MPK-${id}`.toUpperCase();
  await page.getByLabel('Kod MPK').fill(code);
  await page.getByRole('button', { name: 'Dodaj MPK' }).click();
  await expect(
    page.getByText(
      'Podaj kod MPK (do 32 znaków, bez spacji na początku i końcu) i nazwę (do 128 znaków).',
    ),
  ).toBeVisible();
  await page.getByLabel('Nazwa MPK').fill('Salon – serwis');
  await page.getByRole('button', { name: 'Dodaj MPK' }).click();
  await expect(page.getByText('MPK zostało dodane.').first()).toBeVisible();
  const mpks = page.getByTestId('mpk-list');
  await expect(mpks).toContainText(`${code} — Salon – serwis (własne)`);
  await page.getByRole('button', { name: `Usuń: ${code}` }).click();
  await expect(page.getByText('MPK zostało usunięte.').first()).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);

  // Linked accounts: search, link, then unlink.
  await expect(page.getByText('Brak kont powiązanych.')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Szukaj konta do powiązania' });
  await search.fill(other);
  await search.press('Enter');
  await page.getByRole('button', { name: /Konto do powiązania$/ }).click();
  await page.getByRole('option', { name: new RegExp(`\\(${other}\\)$`) }).click();
  await page.getByRole('button', { name: 'Powiąż konta' }).click();
  await expect(page.getByText('Konta zostały powiązane.').first()).toBeVisible();
  const linked = page.getByTestId('linked-accounts');
  await expect(linked).toContainText(`Iga Druga ${id} (${other})`);
  await expectAccessible(page, 'user form with a linked account');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: `Rozłącz: ${other}` }).click();
  await expect(page.getByText('Konta zostały rozłączone.').first()).toBeVisible();
  await expect(page.getByText('Brak kont powiązanych.')).toBeVisible();
});
