// Shared steps of the checkout browser tests (tests/e2e/checkout/*.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, MAIL_SINK } from '../support';

/** Adds the first product of a listing to the cart through the AddToCart widget. */
export async function addFirstProduct(page: Page, query: string, qty: string) {
  await page.goto(`/oferta?q=${encodeURIComponent(query)}`);
  const widget = page.getByTestId('add-to-cart').first();
  // The listing mounts the catalogue's remote and then this widget: slow on a busy machine.
  await expect(widget).toBeVisible({ timeout: 45_000 });
  await widget.getByRole('textbox').fill(qty);
  await widget.getByRole('button', { name: /Dodaj do koszyka/ }).click();
  await expect(widget.getByRole('status')).toContainText('Dodano do koszyka');
}

export const miniCartCount = (page: Page) => page.getByTestId('mini-cart-count');

/** Delivery step: a courier to a typed address and the buyer's data. */
export async function fillCourierAddress(page: Page, opts: { postalCode?: string } = {}) {
  await page.getByRole('radio', { name: /Kurier InPost/ }).check();
  await page.getByLabel('Ulica i numer').fill('ul. Piękna 12/4');
  await page.getByLabel('Kod pocztowy').fill(opts.postalCode ?? '00-549');
  await page.getByLabel('Miejscowość').fill('Warszawa');
}

export async function fillBuyer(
  page: Page,
  b: { firstName: string; lastName: string; email: string; phone: string },
) {
  await page.getByLabel('Imię').fill(b.firstName);
  await page.getByLabel('Nazwisko').fill(b.lastName);
  await page.getByLabel('E-mail').fill(b.email);
  await page.getByLabel('Telefon').fill(b.phone);
}

/** The latest e-mail matching `filter` (recipient, subject or template code), as its recipient got
 * it: read from the test SMTP sink the host sends to, never from the shop's e-mail log (which masks
 * one-time links and codes). */
export async function lastMail(
  request: APIRequestContext,
  filter: string,
): Promise<{ subject: string; bodyText: string }> {
  const url = `http://127.0.0.1:${MAIL_SINK.httpPort}/messages?filter=${encodeURIComponent(filter)}`;
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        found = ((await (await request.get(url)).json()) as { subject: string; text: string }[]).at(
          -1,
        );
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return { subject: found!.subject, bodyText: found!.text };
}

const DEFAULTS_API = '/api/services/app/Configuration/UpdateDefaultConfiguration';

/**
 * Runs `work` in a shop that sells beyond its stock (the commerce setting `allowBackorders`, set
 * as staff do) and switches it off again whatever happens: later tests expect the default.
 */
export async function withBackorders(request: APIRequestContext, work: () => Promise<void>) {
  const login = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberMe: false },
  });
  const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
  const put = (allowBackorders: boolean) =>
    request.put(DEFAULTS_API, {
      headers: { authorization: `Bearer ${token}` },
      data: { currency: 'PLN', vatRate: 23, guestCheckout: true, allowBackorders },
    });
  expect((await put(true)).status()).toBe(200);
  try {
    await work();
  } finally {
    await put(false);
  }
}
