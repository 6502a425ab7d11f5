// Shared steps of the account browser tests (tests/e2e/account/*.spec.ts): an accessibility check
// with axe, an order placed through the shop's real checkout screens, staff calls for set-up.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support';
import { addFirstProduct, fillCourierAddress } from '../checkout/helpers';

/**
 * axe on what this team renders: the remote's mount point and any open dialog (portalled to the
 * body). No serious or critical violation of the WCAG 2.1 A/AA rules. The shell's header and side
 * menu are the shell's own check.
 */
export async function expectAccessible(page: Page, label: string) {
  let axe = new AxeBuilder({ page })
    .include('#armatura-main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if ((await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0)
    axe = axe.include('[role="dialog"]').include('[role="alertdialog"]');
  const result = await axe.analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.html} ${n.failureSummary}`).join(' | ')}`,
    );
  expect(bad, `${label}: serious or critical accessibility violations`).toEqual([]);
}

/**
 * A signed-in customer buys one product with courier delivery and a bank transfer through the
 * cart and checkout screens; answers the order number shown on the confirmation page.
 */
export async function placeOrderThroughShop(page: Page, query = 'umywalka'): Promise<string> {
  // Start from an empty cart (a line left by an earlier test would join this order): wait until
  // the cart has loaded, then clear it.
  await page.goto('/koszyk');
  const clear = page.getByRole('button', { name: 'Wyczyść koszyk' });
  const empty = page.getByText('Twój koszyk jest pusty');
  await expect(clear.or(empty)).toBeVisible();
  if (await clear.isVisible()) await clear.click();
  await expect(empty).toBeVisible();
  await addFirstProduct(page, query, '2');
  await page.goto('/koszyk');
  await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await fillCourierAddress(page);
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Nowe');
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** A demo user's access token (API set-up steps a test is not about). */
export async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

/** Order id of a number, as its buyer's history lists it. */
export async function orderIdOf(request: APIRequestContext, token: string, number: string) {
  const res = await request.get('/api/services/app/Order/GetAll', {
    params: { filter: number },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: { items: { id: number; number: string }[] } };
  return body.result.items.find((o) => o.number === number)!.id;
}

/** Staff confirm an order (checkout's call): the account domain issues its invoice. */
export async function confirmOrder(request: APIRequestContext, orderId: number) {
  const token = await apiToken(request, 'zamowienia');
  const res = await request.post('/api/services/app/Order/MarkOrderAsConfirmed', {
    data: { orderId },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}
