// Points of sale, dictionaries and the product grid in the back office, as the staff user
// 'sprzedaz' (StaffCommerce): add a point of sale (a bad coordinate is refused beside its field),
// a customer then picks it for personal pickup at checkout; edit it; an unknown id is "not found";
// relabel a dictionary value; the product grid fits at 1280 and 375 px and sorts by net price.
// Every screen and dialog passes axe.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { apiToken, expectAccessible } from '../account/helpers';

// Unique per run: the e2e database lives as long as the host the config starts.
const RUN = Date.now().toString(36).toUpperCase();
const POINT = `Salon Wrocław ${RUN}`;
const LIST = '/kokpit/konfiguracja/punkty-sprzedazy';

async function openPoints(page: Page) {
  await page.goto(LIST);
  // The first screen of a run loads the remote cold: allow for a slow shared machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Punkty sprzedaży' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('points-list')).toHaveAttribute('data-status', 'ready');
}

// Generous: the checkout part loads two more remotes, and the test machine is shared.
test.setTimeout(300_000);

test('staff add a point of sale, a customer picks it up at checkout, staff edit it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'sprzedaz');
  await openPoints(page);
  // The seeded salons (earlier runs against the same database may have added more: 5 a page).
  await expect(
    page.getByTestId('point-row').filter({ hasText: 'Salon Armatura Gdańsk' }),
  ).toBeVisible();
  expect(await page.getByTestId('point-row').count()).toBeLessThanOrEqual(5);
  await expectAccessible(page, 'points of sale list');

  await page.getByRole('link', { name: 'Dodaj punkt sprzedaży' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dodaj punkt sprzedaży' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(POINT);
  await page.getByRole('textbox', { name: 'Ulica i numer' }).fill('ul. Legnicka 58');
  await page.getByRole('textbox', { name: 'Kod pocztowy' }).fill('54-204');
  await page.getByRole('textbox', { name: 'Miejscowość' }).fill('Wrocław');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+48 71 300 20 10');
  await page.getByRole('textbox', { name: 'Szerokość geograficzna' }).fill('95');
  await page.getByRole('textbox', { name: 'Długość geograficzna' }).fill('17,03');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    page.getByText('Szerokość geograficzna musi być liczbą od -90 do 90.'),
  ).toBeVisible();
  await expectAccessible(page, 'point of sale form');
  await page.getByRole('textbox', { name: 'Szerokość geograficzna' }).fill('51,11');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.getByRole('searchbox', { name: 'Szukaj punktu sprzedaży' }).fill(RUN);
  const row = page.getByTestId('point-row').filter({ hasText: POINT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pn–pt 9:00–18:00, sob 10:00–14:00');

  // A customer (own browser context) with a product in the cart is offered the new salon for
  // personal pickup on checkout's delivery step. The cart line goes in through checkout's API so
  // this test does not depend on the catalogue's listing.
  const customer = await browser.newPage();
  await signIn(customer, 'b2c');
  const headers = { authorization: `Bearer ${await apiToken(customer.request, 'b2c')}` };
  await customer.request.delete('/api/services/app/ShoppingCart/DeleteAll', { headers });
  let added = false;
  for (let productId = 1; productId <= 50 && !added; productId++) {
    const res = await customer.request.post('/api/services/app/ShoppingCart/Create', {
      headers,
      data: { productId, qty: 1 },
    });
    added = res.status() === 200;
  }
  expect(added).toBe(true);
  await customer.goto('/koszyk');
  const next = customer.getByRole('button', { name: /Dalej: Dostawa i adres/ });
  await expect(next).toBeVisible({ timeout: 60_000 });
  await next.click();
  await customer.getByRole('radio', { name: /Odbiór osobisty/ }).check();
  await customer.getByRole('button', { name: /Punkt odbioru/ }).click();
  await expect(customer.getByRole('option', { name: new RegExp(POINT) })).toBeVisible();
  await customer.close();

  // Edit: a new name; the list shows it.
  await row.getByRole('link', { name: `Edytuj: ${POINT}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edytuj punkt sprzedaży' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nazwa' })).toHaveValue(POINT);
  await expect(page.getByRole('textbox', { name: 'Szerokość geograficzna' })).toHaveValue('51,11');
  await page.getByRole('textbox', { name: 'Nazwa' }).fill(`${POINT} Centrum`);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.getByRole('searchbox', { name: 'Szukaj punktu sprzedaży' }).fill(RUN);
  await expect(page.getByTestId('point-row').filter({ hasText: `${POINT} Centrum` })).toHaveCount(
    1,
  );

  // An id that names no point: "not found", no form.
  await page.goto('/kokpit/konfiguracja/punkty_sprzedazy/edytuj/987654');
  await expect(page.getByText('Nie znaleziono punktu sprzedaży').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Zapisz' })).toHaveCount(0);
});

test('staff relabel a dictionary value', async ({ page }) => {
  await signIn(page, 'sprzedaz');
  await page.goto('/kokpit/konfiguracja/slowniki');
  await expect(page.getByRole('heading', { level: 1, name: 'Słowniki' })).toBeVisible();
  await expect(page.getByTestId('dictionaries')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('dictionary-row')).toHaveCount(5);
  await expectAccessible(page, 'dictionaries');
  const label = `Nowe zamówienie ${RUN}`;
  await page.getByRole('button', { name: 'Edytuj: Nowe', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nazwa po polsku' }).fill('');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toBeVisible();
  await expectAccessible(page, 'dictionary dialog');
  await dialog.getByRole('textbox', { name: 'Nazwa po polsku' }).fill(label);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('dictionary-row').filter({ hasText: label })).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('dictionary-row').filter({ hasText: label })).toHaveCount(1);
});

for (const width of [1280, 375]) {
  test(`the product grid fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'sprzedaz');
    await page.goto('/kokpit/konfiguracja/produkty');
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, 'page width').toBeLessThanOrEqual(width);
    // The last row action (delete) is wholly on screen, with no sideways scrolling.
    const action = page.getByTestId('product-row').first().getByRole('button', { name: /Usuń/ });
    const box = await action.boundingBox();
    expect(box, 'delete button box').not.toBeNull();
    expect(box!.x + box!.width, 'delete button right edge').toBeLessThanOrEqual(width);
    const scroller = page.locator('.arm-table-scroll').first();
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'table scrolls sideways').toBeLessThanOrEqual(0);
    if (width === 375) await expectAccessible(page, 'product grid at 375 px');
  });
}

test('the product grid sorts by net price, not by id', async ({ page }) => {
  await signIn(page, 'sprzedaz');
  await page.goto('/kokpit/konfiguracja/produkty');
  const list = page.getByTestId('product-list');
  await expect(list).toHaveAttribute('data-status', 'ready');
  const netPrices = async () => {
    const texts = await page
      .getByRole('textbox', { name: /^Cena netto: / })
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    return texts.map((t) => Number(t.replace(/\s/g, '').replace(',', '.')));
  };
  for (const direction of ['ascending', 'descending'] as const) {
    await page.getByRole('columnheader', { name: /Cena netto/ }).click();
    await expect(page.getByRole('columnheader', { name: /Cena netto/ })).toHaveAttribute(
      'aria-sort',
      direction,
    );
    await expect(list).toHaveAttribute('data-status', 'ready');
    const prices = await netPrices();
    expect(prices.length).toBeGreaterThan(5);
    const sorted = [...prices].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
    expect(prices, `net prices ${direction}`).toEqual(sorted);
  }
});
