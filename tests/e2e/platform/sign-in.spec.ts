import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test.describe('sign-in and logout', () => {
  test('a wrong password shows the error and keeps the visitor on the login screen', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByLabel('Login lub adres e-mail').fill('b2c');
    await page.getByLabel('Hasło', { exact: true }).fill('zle-haslo1');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /Nieprawidłow(y login|a nazwa użytkownika) lub hasło/ })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/);
    expect((await page.context().cookies()).find((c) => c.name === 'user')).toBeUndefined();
  });

  test('signs in, shows the user in the header, and logout removes the session', async ({
    page,
  }) => {
    await signIn(page, 'b2c');
    await expect(page.getByRole('banner')).toContainText('Anna Nowak');
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Abp.AuthToken',
        'enc_auth_token',
        'user',
        'Abp.TenantId',
        'Abp.Localization.CultureName',
      ]),
    );
    await page.getByRole('button', { name: /Anna Nowak/ }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    const after = (await page.context().cookies()).map((c) => c.name);
    expect(after).not.toContain('Abp.AuthToken');
    expect(after).not.toContain('user');
  });

  test('/user/admin is the same sign-in screen and / goes home', async ({ page }) => {
    await page.goto('/user/admin');
    await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/strona-glowna$/);
  });
});
