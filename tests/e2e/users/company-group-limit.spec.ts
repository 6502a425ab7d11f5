// Issue 11 review, point 6: the company form's group-limit panel. A staff member adds a group to a
// demo company, opens the group's spending limit, sets a monthly limit with an approver, changes
// and cancels it, and deletes it; the panel says that the group's limit binds members with an own
// limit too. axe on the panel, and the panel is usable at 375 px.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { choose, runId } from './helpers';

test('a group’s spending limit: set, change, cancel and delete from the company form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const group = `Limity ${runId()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'konta');
  // Łazienki Premium (unit 2 of the demo data).
  await page.goto('/kokpit/konta/firma/edytuj/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Edytuj firmę' })).toBeVisible();
  await page.getByLabel('Nazwa grupy').fill(group);
  await page.getByRole('button', { name: 'Dodaj grupę' }).click();
  await expect(page.getByText(`Dodano grupę „${group}”.`).first()).toBeVisible();

  await page.getByRole('button', { name: `Limit zakupowy grupy: ${group}` }).click();
  const panel = page.getByTestId('group-limits');
  await expect(
    panel.getByRole('heading', { name: `Limit zakupowy grupy: ${group}` }),
  ).toBeVisible();
  await expect(
    panel.getByText(
      'Dotyczy każdego kupującego z grupy, także tego z własnym limitem: zamówienie musi zmieścić się w obu.',
    ),
  ).toBeVisible();
  await expect(panel.getByText('Użytkownik nie ma limitu zakupowego.')).toBeVisible();

  await panel.getByLabel('Kwota limitu (zł brutto)').fill('2500');
  await expect(panel.getByRole('button', { name: /Okres$/ })).toContainText('Miesięczny');
  await choose(page, /Akceptujący zamówienia ponad limit$/, /\(admin\)$/);
  await panel.getByRole('button', { name: 'Ustaw limit' }).click();
  await expect(page.getByText('Limit został zapisany.').first()).toBeVisible();
  const row = panel.getByTestId('limit-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2.500,00 zł');
  await expect(row).toContainText('Miesięczny');
  await expect(row).toContainText('aktywny');
  await expect(row).toContainText('admin');
  // Nothing spent yet: the whole amount remains.
  await expect(row).toContainText('0,00 zł');
  await expectAccessible(page, 'company form with a group limit');
  // Usable at 375 px: the panel's actions are on screen, the page does not scroll sideways.
  await row.getByRole('button', { name: 'Zmień limit' }).scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: 'Zmień limit' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await row.getByRole('button', { name: 'Zmień limit' }).click();
  await panel.getByLabel('Kwota limitu (zł brutto)').fill('4000');
  await choose(page, /Okres$/, 'Kwartalny');
  await panel.getByRole('button', { name: 'Zapisz zmiany limitu' }).click();
  await expect(row).toContainText('4.000,00 zł');
  await expect(row).toContainText('Kwartalny');

  // The row's actions are usable again once the change is saved (they were left disabled before).
  await row.getByRole('button', { name: 'Anuluj limit' }).click();
  await expect(page.getByText('Limit został anulowany.').first()).toBeVisible();
  await expect(row).toContainText('anulowany');
  await row.getByRole('button', { name: 'Usuń limit' }).click();
  await expect(page.getByText('Limit został usunięty.').first()).toBeVisible();
  await expect(panel.getByTestId('limit-row')).toHaveCount(0);

  // The group without users can go again.
  await page.getByRole('button', { name: `Usuń grupę: ${group}` }).click();
  await expect(page.getByText(`Usunięto grupę „${group}”.`).first()).toBeVisible();
});
