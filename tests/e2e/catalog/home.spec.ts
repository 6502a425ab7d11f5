// The home page's top: the content team's hero and banners (widget mf_admin_content/HomeHero, from
// the published static blocks) above the catalogue's own shortcuts; the default hero when the
// blocks cannot be read; accessible and without sideways scrolling at 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page hero', () => {
  test('shows the seeded published hero and banners, then the shortcuts', async ({ page }) => {
    await page.goto('/strona-glowna');
    const hero = page.getByTestId('home-hero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Armatura i wyposażenie łazienek dla domu i firmy',
    );
    await expect(hero).toContainText('Wysyłka w 1–2 dni robocze');
    await expect(hero.getByRole('link', { name: 'Zobacz ofertę' })).toHaveAttribute(
      'href',
      '/oferta',
    );
    const banners = page.getByRole('list', { name: 'Polecamy' });
    await expect(banners.getByRole('heading', { level: 2 })).toHaveText([
      'Promocje tygodnia',
      'Konto firmowe',
    ]);
    await expect(page.getByRole('navigation', { name: 'Na skróty' })).toBeVisible();

    await banners.getByRole('link', { name: 'Sprawdź promocje' }).click();
    await expect(page).toHaveURL(/\/promocje$/);
  });

  test('shows the default hero when the blocks cannot be read', async ({ page }) => {
    await page.route('**/api/services/app/StaticBlocks/GetPublished**', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    // Opened from another page, the home page's hero is asked for by the browser (an opened home
    // page carries it in its HTML: platform/server-rendered-shell.spec.ts).
    await page.goto('/oferta/kategoria/baterie');
    await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready');
    await page.getByRole('link', { name: /^Armatura - / }).click();
    await expect(page).toHaveURL(/\/strona-glowna$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Łazienka i wnętrze, które zostają na lata',
    );
    await expect(page.getByRole('link', { name: 'Przeglądaj ofertę' })).toBeVisible();
    await expect(page.getByTestId('home-banners')).toHaveCount(0);
  });

  test('is accessible and fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/strona-glowna');
    await expect(page.getByTestId('home-banners')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const result = await new AxeBuilder({ page })
      .include('#armatura-main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const bad = result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
    expect(bad.map((v) => v.id)).toEqual([]);
  });
});
