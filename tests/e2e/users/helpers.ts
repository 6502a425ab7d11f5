// Shared steps of the users-domain browser tests (tests/e2e/users/*.spec.ts): pickers of the UI
// kit, and creating a user through the real add-user screen.
import { expect, type Locator, type Page } from '@playwright/test';

/** A unique suffix per run (the database lives as long as the host, several runs may share it). */
export const runId = () => Date.now().toString(36).slice(-6);

/** Opens the Select labelled `label` and picks `option`. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/**
 * Ticks or clears a kit checkbox as a user does, by its label: the input itself is visually hidden
 * under the drawn box, so clicking it directly hits the box.
 */
export async function setChecked(box: Locator, on: boolean) {
  if ((await box.isChecked()) !== on) await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked({ checked: on });
}

export interface NewUser {
  userName: string;
  name: string;
  surname: string;
  email: string;
  phone?: string;
  password: string;
  type?: 'Klient B2B' | 'Klient B2C' | 'Personel';
  group?: string;
  roles: string[];
}

/**
 * Fills the add-user screen (already open) and saves; the new user opens on its edit page.
 * Answers the new user's id.
 */
export async function fillAndSaveUser(page: Page, user: NewUser): Promise<number> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj użytkownika' })).toBeVisible();
  await page.getByLabel('Login').fill(user.userName);
  await page.getByLabel('Imię').fill(user.name);
  await page.getByLabel('Nazwisko').fill(user.surname);
  await page.getByLabel('E-mail').fill(user.email);
  if (user.phone) await page.getByLabel('Telefon').fill(user.phone);
  if (user.type) await choose(page, /Typ konta$/, user.type);
  if (user.group) await choose(page, /Grupa w firmie$/, user.group);
  for (const role of user.roles)
    await setChecked(page.getByRole('checkbox', { name: role, exact: true }), true);
  await page.getByLabel('Hasło', { exact: true }).fill(user.password);
  await setChecked(page.getByRole('checkbox', { name: /Wymagaj zmiany hasła/ }), false);
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Użytkownik został zapisany.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kokpit\/konta\/uzytkownik\/edytuj\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj użytkownika' })).toBeVisible();
  return Number(/(\d+)$/.exec(page.url())![1]);
}
