// Product admin of the back office (Pages.ProductConfiguration): list + search, an inline grid edit
// that survives a reload, and editing a product in the form. Runs as the staff user 'sprzedaz'.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

const LIST = '/kokpit/konfiguracja/produkty';
const rows = (page: Page) => page.getByTestId('product-row');

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Szukaj produktu' }).fill(text);
  await page.getByRole('searchbox', { name: 'Szukaj produktu' }).press('Enter');
  await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
}

/** Code (2nd cell) and name (3rd cell) of a row. */
async function rowInfo(page: Page, index: number) {
  const code = (await rows(page).nth(index).locator('td, th').nth(1).innerText()).trim();
  const name = (await rows(page).nth(index).locator('td, th').nth(2).innerText()).trim();
  return { code, name };
}

test.describe('product admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'sprzedaz');
  });

  test('lists products 10 a page and finds one by its code', async ({ page }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(10);
    await expect(
      page
        .getByRole('navigation', { name: /stronicowanie|paginacja|strony/i })
        .or(page.locator('.arm-pagination')),
    ).toBeVisible();
    const { code, name } = await rowInfo(page, 3);
    await search(page, code);
    await expect(rows(page).first()).toContainText(code);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
    await search(page, 'zzzz-nie-ma-takiego-produktu');
    await expect(page.getByText('Brak produktów spełniających kryteria.')).toBeVisible();
  });

  test('a grid edit of the stock is saved and still there after a reload', async ({ page }) => {
    await openList(page);
    const { code, name } = await rowInfo(page, 0);
    await search(page, code);
    const stock = page.getByRole('textbox', { name: `Stan: ${name}` });
    const before = Number((await stock.inputValue()).replace(/\s/g, '').replace(',', '.'));
    const after = before + 7;
    await stock.fill(String(after));
    await stock.press('Enter');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/Product/UpdateFromGrid') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: `Zapisz: ${name}` }).click();
    const response = await saved;
    expect(response.ok()).toBeTruthy();
    expect(response.request().postDataJSON()).toEqual({
      id: expect.any(Number),
      code,
      qtyAvailable: after,
    });
    await expect(page.getByText(`Zapisano zmiany produktu ${code}.`)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
    await search(page, code);
    await expect(page.getByRole('textbox', { name: `Stan: ${name}` })).toHaveValue(String(after));
  });

  test('edits a product in the form and returns to the list with a notice', async ({ page }) => {
    await openList(page);
    const { code, name } = await rowInfo(page, 1);
    await page.getByRole('button', { name: `Edytuj: ${name}` }).click();
    await expect(page).toHaveURL(/\/kokpit\/konfiguracja\/produkty\/edytuj\/[^/]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edytuj produkt' })).toBeVisible();
    const nameField = page.getByRole('textbox', { name: 'Nazwa', exact: true });
    await expect(nameField).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: 'Kod', exact: true })).toHaveValue(code);

    // A required field left empty stops the save with a Polish message.
    await nameField.fill('');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('To pole jest wymagane.')).toBeVisible();
    await expect(page).toHaveURL(/\/edytuj\//);

    const renamed = `${name} (E2E)`;
    await nameField.fill(renamed);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(page.getByText('Produkt został zapisany.')).toBeVisible();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
    await search(page, code);
    await expect(rows(page).first()).toContainText(renamed);
  });

  test('adds a new product from the list', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Dodaj produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj produkt' })).toBeVisible();
    await expect(page.getByText('Zdjęcia można dodać po zapisaniu produktu.')).toBeVisible();
    const code = `E2E-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Kod', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'Nazwa', exact: true }).fill('Syfon umywalkowy E2E');
    await page.getByRole('textbox', { name: 'Cena netto', exact: true }).fill('100');
    await page.getByRole('textbox', { name: 'Cena netto', exact: true }).press('Tab');
    await expect(page.getByRole('textbox', { name: 'Cena brutto', exact: true })).toHaveValue(
      '123',
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('Produkt został zapisany.')).toBeVisible();
    await expect(page.getByTestId('product-list')).toHaveAttribute('data-status', 'ready');
    await search(page, code);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('123,00 zł');
  });
});

test('availability alerts: the article list and its subscribers', async ({ page, request }) => {
  const products = await request.post('/api/search', {
    data: { state: { resultsPerPage: 1, searchTerm: 'bateria' }, queryConfig: {} },
  });
  const hit = (
    (await products.json()) as { results: { id: { raw: string }; name: { raw: string } }[] }
  ).results[0]!;
  const email = `czeka-${Date.now()}@example.pl`;
  const created = await request.post('/api/services/app/NotifyAvailability/Create', {
    data: { email, productId: Number(hit.id.raw) },
  });
  expect(created.ok()).toBeTruthy();

  await signIn(page, 'sprzedaz');
  await page.goto('/kokpit/konfiguracja/dostepnosc');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Powiadomienia o dostępności' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj artykułu' }).fill(hit.name.raw);
  await page.getByRole('searchbox', { name: 'Szukaj artykułu' }).press('Enter');
  await page.getByRole('link', { name: `Szczegóły: ${hit.name.raw}` }).click();
  await expect(page).toHaveURL(new RegExp(`/kokpit/konfiguracja/dostepnosc/${hit.id.raw}$`));
  const subscriber = page.getByRole('row', { name: new RegExp(email) });
  await expect(subscriber).toBeVisible();
  await expect(subscriber).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});
