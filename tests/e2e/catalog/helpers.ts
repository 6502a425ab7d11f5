// Shared steps of the catalogue's browser tests (tests/e2e/catalog/*.spec.ts).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** '1.234,56 zł' → 1234.56 */
export function parsePrice(text: string): number {
  const match = /(-?[\d.]+,\d{2})\s*zł/.exec(text.replace(/\u00a0/g, ' '));
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

export const tiles = (page: Page): Locator => page.getByTestId('product-tile');

/** Every shown product price's gross amount (its 'brutto' line, if any), in page order. */
export async function grossPrices(page: Page): Promise<number[]> {
  return (await page.getByTestId('product-price').allInnerTexts()).map((text) =>
    parsePrice(text.split('\n').find((line) => line.includes('brutto')) ?? text),
  );
}

/** Waits until the listing shows answered results (not loading). */
export async function waitForResults(page: Page): Promise<void> {
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready');
  await expect(tiles(page).first()).toBeVisible();
}

/** The first value of the brand facet: its name, and its label to click. */
export async function firstBrand(page: Page): Promise<{ name: string; label: Locator }> {
  const facet = page.locator('[data-facet="brandName"]').first();
  const label = facet.locator('label').first();
  const name = (await label.textContent())?.replace(/\d+$/, '').trim() ?? '';
  return { name, label };
}

/** The URL's query as search-ui writes it (brackets decoded). */
export function decodedQuery(page: Page): string {
  return decodeURIComponent(new URL(page.url()).search);
}

/** A product found through the public search API (what the listing itself uses). */
export async function findProduct(
  request: APIRequestContext,
  state: Record<string, unknown>,
): Promise<{ id: number; name: string; slug: string; qtyAvailable: number }> {
  const response = await request.post('/api/search', {
    data: { state: { resultsPerPage: 1, ...state }, queryConfig: {} },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { results: Record<string, { raw: unknown }>[] };
  const hit = body.results[0];
  if (!hit) throw new Error('no product for the test');
  return {
    id: Number(hit.id?.raw),
    name: String(hit.name?.raw),
    slug: String(hit.slug?.raw ?? ''),
    qtyAvailable: Number(hit.qtyAvailable?.raw ?? 0),
  };
}

/** Signs in through the shell's login screen (demo users: password 123qwe). */
export async function signIn(page: Page, userName: string, password = '123qwe'): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('Login lub adres e-mail').fill(userName);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}
