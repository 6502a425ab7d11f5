// A remote whose manifest never answers (a hung server, not a refused one) costs only its area:
// within the shell's time limit the area shows the fallback with "Spróbuj ponownie", the header
// and the other remotes keep working, and a retry once the server answers loads the screen.
import { expect, test, type Route } from '@playwright/test';
import { expectAccessible } from '../account/helpers';

const CATALOG_MANIFEST = '**/remotes/mf-catalog/mf-manifest.json';
// shell/src/federation/timeouts.ts: REMOTE_REQUEST_TIMEOUT_MS (8 s) bounds the manifest; a little
// slack for the page to render the fallback.
const WITHIN_LIMIT_MS = 12_000;

test('a remote whose manifest never answers shows the fallback in time, and retry loads it', async ({
  page,
}) => {
  const held: Route[] = [];
  let firstAskedAt = 0;
  // Never fulfilled: the request hangs as it would against a stuck server.
  await page.route(CATALOG_MANIFEST, (route) => {
    firstAskedAt ||= Date.now();
    held.push(route);
  });
  await page.goto('/strona-glowna');
  const failure = page.locator('#armatura-main [data-testid="remote-failure"]');
  await expect(failure.getByText('Nie udało się wczytać tej części sklepu.')).toBeVisible({
    timeout: WITHIN_LIMIT_MS,
  });
  // Measured from the manifest request, not from page.goto (the shell's own start varies).
  expect(held.length).toBeGreaterThan(0);
  expect(Date.now() - firstAskedAt).toBeLessThan(WITHIN_LIMIT_MS);
  await expect(failure.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  // The error screen is headed by the page's h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nie udało się wczytać tej części sklepu.',
  );
  await expectAccessible(page, 'remote fallback');

  // The shell and the checkout's widget in the header keep working.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(banner.getByTestId('mini-cart')).toBeVisible({ timeout: 30_000 });

  // Another remote's screen still loads (client-side navigation to the cart).
  await page.getByRole('banner').getByTestId('mini-cart').click();
  await expect(page).toHaveURL(/\/koszyk/);
  await expect(page.locator('#armatura-main [data-testid="remote-failure"]')).toHaveCount(0);
  await expect(page.locator('#armatura-main').getByRole('heading', { level: 1 })).toBeVisible();

  // The catalogue's server answers again: retry loads the home page.
  await page.unroute(CATALOG_MANIFEST);
  await page.goBack();
  await expect(failure.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
  await failure.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(failure).toHaveCount(0, { timeout: WITHIN_LIMIT_MS });
  await expect(page.getByRole('heading', { name: 'Kategorie produktów' })).toBeVisible();
});
