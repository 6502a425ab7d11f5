// The header search box survives any number of searches, from any page, typed fast or slow,
// with the suggestions open or closed (issue 7: a repeated key in its list crashed it).
import { expect, test, type Page } from '@playwright/test';
import { findProduct, waitForResults } from './helpers';

const TERMS = ['bateria', 'umywalka', 'wanna', 'bateria', 'lustro', 'brodzik'];

/**
 * Every uncaught page error, and every error React reports from a render that an error boundary
 * caught (the crash was a RangeError in a render, shown as the remote-failure fallback).
 */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

async function searchFromHeader(page: Page, term: string, how: 'fast' | 'slow-with-suggestions') {
  const box = page.getByRole('combobox', { name: 'Szukaj w ofercie' });
  await expect(box).toBeVisible();
  if (how === 'fast') {
    await box.fill(term);
  } else {
    await box.fill('');
    await box.pressSequentially(term, { delay: 60 });
    // The suggestions open once the answer for the typed term arrives.
    await expect(page.getByRole('listbox')).toBeVisible();
  }
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/oferta\\?q=${term}$`));
  await waitForResults(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Wyniki wyszukiwania dla „${term}”`,
  );
}

async function searchManyTimes(page: Page, errors: string[]) {
  for (const [index, term] of TERMS.entries()) {
    await searchFromHeader(page, term, index % 2 === 0 ? 'slow-with-suggestions' : 'fast');
    await expect(page.getByText('Nie udało się wczytać tej części sklepu.')).toHaveCount(0);
    expect(errors).toEqual([]);
  }
}

test.describe('header search box', () => {
  test('searches again and again from the home page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/strona-glowna');
    await searchManyTimes(page, errors);
  });

  test('searches again and again from a listing', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/oferta?q=bateria&current=n_2_n');
    await waitForResults(page);
    await searchManyTimes(page, errors);
  });

  test('searches again and again from a product page', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const product = await findProduct(request, { searchTerm: 'bateria' });
    await page.goto(`/oferta/${product.slug}-${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await searchManyTimes(page, errors);
  });

  test('opens a suggestion, then searches again', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/strona-glowna');
    const box = page.getByRole('combobox', { name: 'Szukaj w ofercie' });
    for (const term of ['bateria', 'umywalka', 'wanna']) {
      await box.fill('');
      await box.pressSequentially(term, { delay: 40 });
      const seeAll = page.getByRole('option', { name: `Pokaż wszystkie wyniki dla „${term}”` });
      await expect(seeAll).toBeVisible();
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`/oferta\\?q=${term}$`));
      await waitForResults(page);
    }
    expect(errors).toEqual([]);
  });
});
