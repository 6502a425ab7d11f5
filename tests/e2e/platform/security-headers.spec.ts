// The shop works under its Content-Security-Policy: the shell and the remotes of the home page, a
// listing, a product page, the login page, an admin screen and Swagger UI load with the CSP on and
// without a single violation ("Refused to ..." in the console, a securitypolicyviolation event) or
// page error. Every document answer must carry the CSP with frame-ancestors 'none'.
import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from '../support';

interface Problems {
  console: string[];
  violations: string[];
  pageErrors: string[];
  documents: Response[];
}

async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { console: [], violations: [], pageErrors: [], documents: [] };
  // Init scripts run outside the page's CSP, so this listener is there before any app code.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `[csp-violation] ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('[csp-violation]')) problems.violations.push(text);
    else if (/Refused to|Content Security Policy/i.test(text)) problems.console.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') problems.documents.push(response);
  });
  return problems;
}

async function expectClean(problems: Problems) {
  expect(problems.console, 'CSP messages in the console').toEqual([]);
  expect(problems.violations, 'CSP violations').toEqual([]);
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.documents.length).toBeGreaterThan(0);
  for (const document of problems.documents) {
    const policy = (await document.allHeaders())['content-security-policy'] ?? '';
    expect(policy, `CSP of ${document.url()}`).toContain("frame-ancestors 'none'");
    expect(policy, `CSP of ${document.url()}`).toMatch(/script-src 'self'[^;]*;/);
    expect(policy).not.toContain('unsafe-eval');
  }
}

test.describe('security headers', () => {
  test('storefront pages work under the CSP: home, listing, product page', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/strona-glowna');
    await expect(page.getByRole('heading', { name: 'Kategorie produktów' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Koszyk/ })).toBeVisible();

    await page.goto('/oferta?q=bateria');
    await expect(page.getByTestId('listing-results')).toHaveAttribute('data-status', 'ready');
    const tile = page.getByTestId('product-tile').first();
    await expect(tile).toBeVisible();
    const name = (await tile.locator('h3').textContent())!.trim();

    await tile.locator('h3 a').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('product-price').first()).toBeVisible();
    // Images of the product page come from this origin and are shown.
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length,
          ),
      )
      .toBeGreaterThan(0);

    // A full load of the product page (not only client-side navigation) as well.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectClean(problems);
  });

  test('the login page and an admin screen work under the CSP', async ({ page }) => {
    const problems = await watch(page);
    await signIn(page, 'admin');
    await page.goto('/kokpit/konfiguracja/produkty');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('product-row').first()).toBeVisible();
    await expectClean(problems);
  });

  test('Swagger UI works under its CSP', async ({ page }) => {
    const problems = await watch(page);
    await page.goto('/swagger');
    await expect(page.getByText('Armatura API').first()).toBeVisible();
    await expect(page.locator('.opblock').first()).toBeVisible();
    await expectClean(problems);
  });
});
