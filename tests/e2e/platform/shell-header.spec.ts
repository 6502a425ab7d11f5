// The shell's header and footer as a visitor meets them: menu entries only where the visitor
// may go, the cart link named by its own visible text with a drawn (SVG) icon, footer links in
// the theme's colour, the English UI in English, and no serious axe finding in header or footer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /Menu główne|Main menu/ });

async function expectShellAccessible(page: Page, label: string) {
  const result = await new AxeBuilder({ page })
    .include('header')
    .include('footer')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(bad, `${label}: serious or critical accessibility violations`).toEqual([]);
}

test.describe('shell header and footer', () => {
  test('Kontrakty is offered only to users who may open it', async ({ page }) => {
    test.slow(); // three sign-ins
    await page.goto('/strona-glowna');
    await expect(mainMenu(page).getByRole('link', { name: 'Oferta' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Kontrakty' })).toHaveCount(0);

    await signIn(page, 'b2c');
    await page.goto('/strona-glowna');
    // The session is loaded (the menu is computed from it) once the sign-in link is gone.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveCount(
      0,
    );
    await expect(mainMenu(page).getByRole('link', { name: 'Oferta' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Kontrakty' })).toHaveCount(0);

    await signIn(page, 'b2b');
    await page.goto('/strona-glowna');
    await mainMenu(page).getByRole('link', { name: 'Kontrakty' }).click();
    await expect(page).toHaveURL(/\/kontrakty$/);
    await expect(page.getByText('Brak uprawnień')).toHaveCount(0);
  });

  test('the cart link is named by its visible text and drawn with an SVG icon', async ({
    page,
  }) => {
    await page.goto('/strona-glowna');
    const cart = page.getByRole('banner').getByTestId('mini-cart');
    // A remote widget: its manifest, entry and chunk come after the shell's own start.
    await expect(cart).toBeVisible({ timeout: 30_000 });
    const visible = (await cart.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toContain('Koszyk');
    expect(visible).not.toContain('🛒');
    const name = await cart.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
    expect(name.replace(/\s+/g, ' ')).toContain(visible);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Koszyk/ })).toBeVisible();
    const icon = cart.locator('svg');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expectShellAccessible(page, 'header and footer');
  });

  test('footer links use the theme colour, not the browser blue', async ({ page }) => {
    await page.goto('/strona-glowna');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Blog' });
    await expect(link).toHaveCSS('color', 'rgb(176, 74, 0)');
    await link.click();
    await page.goto('/strona-glowna');
    // Visited: still the theme colour (the browser's purple never shows).
    await expect(link).toHaveCSS('color', 'rgb(176, 74, 0)');
  });

  test('in English the header, menu and footer speak English', async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: 'Abp.Localization.CultureName', value: 'en', url: baseURL! }]);
    await page.goto('/strona-glowna');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Cart/ })).toBeVisible({ timeout: 30_000 });
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const shellText = `${await banner.innerText()}\n${await page.getByRole('contentinfo').innerText()}`;
    for (const polish of ['Koszyk', 'Zaloguj', 'Oferta', 'Kontakt', 'Wszelkie prawa'])
      expect(shellText).not.toContain(polish);
    await expectShellAccessible(page, 'English header and footer');
  });
});
