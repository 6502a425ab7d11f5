import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test.describe('runtime composition', () => {
  test('the shell and every mounted remote share one session store instance', async ({ page }) => {
    await signIn(page, 'b2b');
    await page.goto('/kokpit/pulpit');
    await expect(page.getByText('Witaj, Jan!')).toBeVisible();
    await page.getByRole('link', { name: 'Oferta' }).first().click();
    await expect(page).toHaveURL(/\/oferta/);
    const probes = await page.evaluate(() => ({
      instances: (globalThis as { __ARMATURA_SESSION_INSTANCES__?: number })
        .__ARMATURA_SESSION_INSTANCES__,
      probes: (
        window as unknown as {
          __ARMATURA_REMOTE_PROBES__: Record<string, { sessionInstanceId: string }>;
        }
      ).__ARMATURA_REMOTE_PROBES__,
    }));
    expect(probes.instances).toBe(1);
    expect(Object.keys(probes.probes)).toEqual(
      expect.arrayContaining(['shell', 'mf_account_orders', 'mf_catalog']),
    );
    expect(new Set(Object.values(probes.probes).map((p) => p.sessionInstanceId)).size).toBe(1);
  });

  test('a remote that is down costs only its own screens, and retry brings it back', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/strona-glowna');
    await expect(page.getByText('Nie udało się wczytać tej części sklepu.').first()).toBeVisible({
      timeout: 20_000,
    });
    // The shell and the other remotes keep working.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Koszyk/ })).toBeVisible();
    await page.unroute('**/remotes/mf-catalog/**');
    await page
      .locator('[data-testid="remote-failure"]')
      .getByRole('button', { name: 'Spróbuj ponownie' })
      .click();
    await expect(page.locator('[data-testid="remote-failure"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Kategorie produktów' })).toBeVisible();
  });

  test('installs as a web app: manifest, theme colour and a service worker at /sw.js', async ({
    page,
    request,
  }) => {
    await page.goto('/strona-glowna');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#cd5700');
    await expect(page).toHaveTitle(/Armatura/);
    const manifest = await (
      await request.get(
        (await page.locator('link[rel="manifest"]').getAttribute('href')) ??
          '/manifest.webmanifest',
      )
    ).json();
    expect(manifest.theme_color).toBe('#cd5700');
    expect(manifest.icons.length).toBeGreaterThan(0);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });
});
