// Issue 11, point 9: a role with two permissions, given to a new staff member, lets them reach
// exactly those two back-office screens (besides the dashboard every signed-in user has).
import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { fillAndSaveUser, runId, setChecked } from './helpers';

const NO_ACCESS = 'Do twojego konta nie zostały nadane uprawnienia do tej stronie!';

/** The side menu's entries as the user reads them (the initial beside each is decoration). */
const menuEntries = (page: Page) =>
  page
    .locator('#armatura-side-menu a')
    .evaluateAll((links) => links.map((a) => a.lastElementChild?.textContent?.trim() ?? ''));

test('a role with two permissions opens exactly those screens to its user', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // a role, a user and two sessions on a shared 2-core machine
  const id = runId();
  const roleName = `Redaktor${id}`;
  const displayName = `Redaktor bloga ${id}`;
  const userName = `redaktor${id}`;
  const password = 'Redaktor-123';

  await signIn(page, 'admin');
  await page.goto('/kokpit/konta/rola/dodaj');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj rolę' })).toBeVisible();
  await page.getByLabel('Nazwa systemowa').fill(roleName);
  await page.getByLabel('Nazwa wyświetlana').fill(displayName);
  const tree = page.getByTestId('permission-tree');
  await setChecked(tree.getByRole('checkbox', { name: 'Blog', exact: true }), true);
  await setChecked(tree.getByRole('checkbox', { name: 'Newsletter', exact: true }), true);
  await expectAccessible(page, 'add role');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Rola została zapisana.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kokpit\/konta\/rola$/);
  await page.getByRole('searchbox', { name: 'Szukaj roli' }).fill(roleName);
  await page.getByRole('searchbox', { name: 'Szukaj roli' }).press('Enter');
  await expect(page.getByTestId('role-row')).toHaveCount(1);
  await expect(page.getByTestId('role-row')).toContainText(displayName);
  await expectAccessible(page, 'role list');

  // The role editor shows what it saved.
  await page.getByRole('button', { name: `Edytuj: ${displayName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj rolę' })).toBeVisible();
  await expect(tree.getByRole('checkbox', { name: 'Blog', exact: true })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: 'Newsletter', exact: true })).toBeChecked();
  await expect(tree.getByRole('checkbox', { name: 'Produkty', exact: true })).not.toBeChecked();

  await page.goto('/kokpit/konta/uzytkownik/dodaj');
  await fillAndSaveUser(page, {
    userName,
    name: 'Ewa',
    surname: `Redaktor ${id}`,
    email: `${userName}@armatura.pl`,
    password,
    type: 'Personel',
    roles: [displayName],
  });

  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, userName, password);
  await staff.goto('/kokpit/pulpit');
  await expect(staff.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  expect(await menuEntries(staff)).toEqual(['Pulpit', 'Blog', 'Newsletter']);

  for (const path of ['/kokpit/konfiguracja/blog', '/kokpit/konfiguracja/newsletter']) {
    await navigateInApp(staff, path);
    await expect(staff).toHaveURL(new RegExp(`${path}$`));
    await staff.waitForTimeout(300);
    await expect(staff.getByText(NO_ACCESS)).toHaveCount(0);
  }
  for (const path of ['/kokpit/konta/uzytkownik', '/kokpit/konfiguracja/produkty']) {
    await navigateInApp(staff, '/kokpit/pulpit');
    await navigateInApp(staff, path);
    await expect(staff.getByText(NO_ACCESS).first()).toBeVisible();
    await expect(staff).toHaveURL(/\/kokpit\/pulpit$/, { timeout: 6000 });
  }
  await context.close();
});
