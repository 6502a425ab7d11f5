// Shared steps of the checkout browser tests (tests/e2e/checkout/*.spec.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Adds the first product of a listing to the cart through the AddToCart widget. */
export async function addFirstProduct(page: Page, query: string, qty: string) {
  await page.goto(`/oferta?q=${encodeURIComponent(query)}`);
  const widget = page.getByTestId('add-to-cart').first();
  await expect(widget).toBeVisible();
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

export async function fillBuyer(page: Page, b: { firstName: string; lastName: string; email: string; phone: string }) {
  await page.getByLabel('Imię').fill(b.firstName);
  await page.getByLabel('Nazwisko').fill(b.lastName);
  await page.getByLabel('E-mail').fill(b.email);
  await page.getByLabel('Telefon').fill(b.phone);
}

/** The latest e-mail matching `filter`, read from the content domain's e-mail log as the admin. */
export async function lastMail(request: APIRequestContext, filter: string): Promise<{ subject: string; bodyText: string }> {
  const auth = await request.post('/api/TokenAuth/Authenticate', { data: { userNameOrEmailAddress: 'admin', password: '123qwe', rememberMe: false }, headers: { 'Abp.TenantId': '1' } });
  const headers = { authorization: `Bearer ${(await auth.json()).result.accessToken}` };
  let id: number | undefined;
  await expect.poll(async () => {
    const list = await request.get(`/api/services/app/Email/GetAllEmailLogs?filter=${encodeURIComponent(filter)}&maxResultCount=1`, { headers });
    id = (await list.json()).result.items[0]?.id;
    return id;
  }, { timeout: 15_000 }).toBeTruthy();
  return (await (await request.get(`/api/services/app/Email/GetEmailLog?id=${id}`, { headers })).json()).result;
}
