// Favourites: kept in localStorage 'favorites' as {id, name}; a duplicate is refused with the
// spec's exact message (storefront.md §5); removal on /ulubione.
import { expect, test } from '@playwright/test';
import { tiles, waitForResults } from './helpers';

test.describe('favourites', () => {
  test('add, refuse a duplicate, list and remove', async ({ page }) => {
    await page.goto('/oferta?q=bateria');
    await waitForResults(page);
    const tile = tiles(page).first();
    const name = (await tile.locator('h3').textContent())!.trim();
    const id = Number(await tile.getAttribute('data-product-id'));

    await tile.getByRole('button', { name: 'Dodaj do ulubionych' }).click();
    await expect(page.getByText('Dodano do ulubionych').first()).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]')),
    ).toEqual([{ id, name }]);

    await tile.getByRole('button', { name: 'Produkt jest na liście ulubionych' }).click();
    await expect(
      page.getByText(`Produkt '${name}' został już dodany do listy ulubionych.`),
    ).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '[]')),
    ).toHaveLength(1);

    await page.goto('/ulubione');
    const row = page.getByTestId('favourite-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row.getByTestId('product-price')).toContainText('zł');

    await row.getByRole('button', { name: `Usuń z ulubionych: ${name}` }).click();
    await expect(page.getByText('Lista ulubionych jest pusta.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
  });

  test('the product page refuses a product already on the list', async ({ page }) => {
    await page.goto('/oferta?q=umywalka');
    await waitForResults(page);
    const tile = tiles(page).first();
    const name = (await tile.locator('h3').textContent())!.trim();
    await tile.getByRole('button', { name: 'Dodaj do ulubionych' }).click();
    await tile.locator('h3 a').click();
    await expect(page.getByTestId('product-page')).toBeVisible();
    await page.getByRole('button', { name: 'Produkt jest na liście ulubionych' }).click();
    await expect(
      page.getByText(`Produkt '${name}' został już dodany do listy ulubionych.`),
    ).toBeVisible();
  });
});
