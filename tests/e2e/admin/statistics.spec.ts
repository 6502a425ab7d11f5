// Statistics (Pages.Statistics) as the staff user 'sprzedaz': a customer places an order through the
// shop and it shows in today's figures (the order event reached the commerce domain's tables), in
// the charts and in their tables; the CSV downloads; axe passes; the screen fits at 375 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support';
import { apiToken, expectAccessible } from '../account/helpers';

const PATH = '/kokpit/konfiguracja/statystyki';

/** Today's row of the sales table: [period, orders, net, gross, new customers, …]. */
async function todaysOrders(page: Page, today: string): Promise<number> {
  const row = page.getByTestId('sales-table').getByRole('row').filter({ hasText: today });
  await expect(row).toHaveCount(1);
  return Number((await row.getByRole('gridcell').nth(0).textContent())!.trim());
}

/**
 * A customer ('b2c') orders through checkout's API: cart line, courier, bank transfer (the shop's
 * checkout screens have their own browser tests). Answers the order's number.
 */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'b2c')}` };
  const api = (path: string) => `/api/services/app/${path}`;
  const deliveries = await (await request.get(api('Delivery/GetUserDelivery'), { headers })).json();
  const courier = deliveries.result.items.find((d: { code: string }) => d.code === 'KURIER_INPOST');
  const transfer = courier.payments.find((x: { provider: string }) => x.provider === 'transfer');
  await request.delete(api('ShoppingCart/DeleteAll'), { headers });
  let added = false;
  for (let productId = 1; productId <= 50 && !added; productId++) {
    const res = await request.post(api('ShoppingCart/Create'), {
      headers,
      data: { productId, qty: 1 },
    });
    added = res.status() === 200;
  }
  expect(added).toBe(true);
  const res = await request.post(api('Order/Create'), {
    headers,
    data: {
      idempotencyKey: `statistics-e2e-${Date.now()}`,
      deliveryMethodId: courier.id,
      paymentMethodId: transfer.id,
      buyer: {
        firstName: 'Józef',
        lastName: 'Wiśniewski',
        email: 'jozef.wisniewski@example.pl',
        phone: '+48 601 222 333',
        isCompany: false,
      },
      address: { street: 'ul. Źródlana 7', postalCode: '31-052', city: 'Kraków' },
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).result.order.number;
}

async function open(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  await expect(page.getByTestId('sales-chart')).toBeVisible();
}

test('an order placed in the test shows in the statistics', async ({ page, request }) => {
  test.setTimeout(120_000);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  await signIn(page, 'sprzedaz');
  await open(page);
  const before = await todaysOrders(page, today);
  const ordersBefore = await page.getByTestId('figure-orders').locator('dd').first().textContent();

  // A customer orders (checkout publishes order.placed; commerce keeps its own figures from it).
  expect(await placeOrder(request)).toBeTruthy();

  // The order event reaches the statistics within moments (the dispatcher polls every 250 ms).
  await expect(async () => {
    await page.getByRole('button', { name: 'Pokaż' }).click();
    expect(await todaysOrders(page, today)).toBe(before + 1);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('figure-orders').locator('dd').first()).toHaveText(
    String(Number(ordersBefore) + 1),
  );
  await expect(page.getByTestId('status-table').getByRole('row', { name: /Nowe/ })).toBeVisible();
  await expect(page.getByTestId('products-table').getByRole('row')).not.toHaveCount(1);
  for (const chart of ['status-chart', 'products-chart', 'categories-chart'])
    await expect(page.getByTestId(chart)).toBeVisible();
  await expectAccessible(page, 'statistics');

  // A bad range is refused in the browser with the server's message; nothing is loaded.
  await page.getByRole('textbox', { name: 'Od dnia' }).fill('2026-02-31');
  await page.getByRole('button', { name: 'Pokaż' }).click();
  const form = page.getByRole('form', { name: 'Zakres statystyk' });
  await expect(form.getByRole('alert')).toHaveText('Podaj poprawną datę w formacie RRRR-MM-DD.');
  await page.getByRole('textbox', { name: 'Od dnia' }).fill(today);

  // Grouping by month and the CSV of the same range.
  await page.getByRole('button', { name: /Grupowanie/ }).click();
  await page.getByRole('option', { name: 'Miesiące' }).click();
  await expect(page.getByTestId('sales-table').getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`statystyki-${today}-${today}.csv`);

  // The screen follows the shell's language (and back, so the next test finds Polish).
  await page.getByRole('button', { name: /Język/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales over time' })).toBeVisible();
  await expect(page.getByTestId('figure-orders')).toContainText('Orders');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Polski' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
});

test('the statistics screen fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'sprzedaz');
  await open(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'statistics at 375 px');
});
