// The user list (Pages.UserManagement): 15 a page with 5/10/15, filters, search, the grid type kept
// in local storage, usable at 375 px; and the support picker: staff act as a customer, the shell
// shows its banner and the way back, and the customer's sign-ins show who acted for them.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { choose } from './helpers';

const LIST = '/kokpit/konta/uzytkownik';

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeVisible();
  await expect(page.getByTestId('user-list')).toHaveAttribute('data-status', 'ready');
}

test.describe('user list', () => {
  test('filters by type and company, searches, and keeps the grid type', async ({ page }) => {
    await signIn(page, 'konta');
    await openList(page);
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(page.locator('.arm-pagination')).toContainText(/z \d+/);

    await choose(page, /Typ konta$/, 'Personel');
    await expect(page.getByTestId('user-list')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('user-row').filter({ hasText: 'zamowienia' })).toHaveCount(1);
    await expect(page.getByTestId('user-row').filter({ hasText: 'b2c' })).toHaveCount(0);

    await choose(page, /Typ konta$/, 'Wszystkie typy');
    await choose(page, /Firma$/, 'Instalbud Sp. z o.o.');
    await expect(page.getByTestId('user-list')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('user-row').filter({ hasText: 'b2b2' })).toHaveCount(0);
    await expect(
      page.getByTestId('user-row').filter({ hasText: 'jan.kowalski@instalbud.pl' }),
    ).toHaveCount(1);
    await choose(page, /Firma$/, 'Wszystkie firmy');

    await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).fill('anna.nowak');
    await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).press('Enter');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expectAccessible(page, 'user list');

    await choose(page, /Widok listy$/, 'Karty');
    await expect(page.getByTestId('user-card')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('usersGridType'))).toBe('cards');
    await page.reload();
    await expect(page.getByTestId('user-list')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('user-card').first()).toBeVisible();
    await choose(page, /Widok listy$/, 'Tabela');
  });

  test('is usable at 375 px and lists the companies in their tab', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await signIn(page, 'konta');
    // The forms fit the phone's width too (no sideways scrolling).
    for (const [path, heading] of [
      ['/kokpit/konta/uzytkownik/dodaj', 'Dodaj użytkownika'],
      ['/kokpit/konta/firma/dodaj', 'Dodaj firmę'],
      ['/kokpit/konta/rola/dodaj', 'Dodaj rolę'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zapisz', exact: true })).toBeVisible();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    await expectAccessible(page, 'add role');
    await page.goto('/kokpit/konta/uzytkownik/dodaj');
    await expect(page.getByRole('button', { name: 'Zapisz', exact: true })).toBeVisible();
    await expectAccessible(page, 'add user');
    await openList(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Firmy' }).click();
    await expect(page.getByTestId('company-list')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('company-row').filter({ hasText: 'Instalbud' })).toBeVisible();
    await expectAccessible(page, 'company tab');
  });
});

// `konta` (StaffUsers) holds the customers' permissions, so the rule of ARCHITECTURE.md §8 (nobody
// acts for a user holding a permission they lack) lets it act for them.
test('support acts as a customer and comes back; the switch shows in the customer details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'konta');
  await openList(page);
  await page.getByRole('button', { name: 'Działaj jako klient' }).click();
  const picker = page.getByTestId('impersonation-picker');
  await expect(picker).toHaveAttribute('data-status', 'ready');
  await picker.getByRole('searchbox', { name: 'Szukaj klienta' }).fill('b2c');
  await picker.getByRole('searchbox', { name: 'Szukaj klienta' }).press('Enter');
  await expectAccessible(page, 'impersonation picker');
  await picker.getByRole('button', { name: 'Działaj jako: b2c' }).click();

  await expect(page.getByText('Działasz jako Anna Nowak')).toBeVisible();
  await page.getByRole('button', { name: 'Wróć', exact: true }).click();
  // Going back loads the dashboard anew (every store from the restored user): the banner goes
  // before that load starts, so the next address is opened only once the dashboard's has
  // (opened earlier, one navigation aborted the other).
  await page.waitForURL('**/kokpit/pulpit');
  await expect(page.getByText('Działasz jako')).toHaveCount(0);
  await openList(page);

  await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).fill('anna.nowak');
  await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).press('Enter');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Edytuj: b2c' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj użytkownika' })).toBeVisible();
  // The switch is in the customer's sign-ins, naming the staff member who acted.
  const logins = page.getByRole('grid', { name: 'Ostatnie logowania' });
  const acted = logins
    .getByRole('row')
    .filter({ hasText: 'Logowanie pracownika w imieniu użytkownika' })
    .first();
  await expect(acted).toBeVisible();
  await expect(acted.getByRole('gridcell').last()).toHaveText(/^\d+$/);
  await expectAccessible(page, 'edit user');
});
