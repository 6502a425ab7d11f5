// The documents list: the invoice issued when staff confirm a customer's order is in the buyer's
// /kokpit/dokumenty, filtered by status slug, opened with its lines and printed as a PDF.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import {
  apiToken,
  confirmOrder,
  expectAccessible,
  orderIdOf,
  placeOrderThroughShop,
} from './helpers';

// Each test places orders through the real cart and checkout screens: several steps each.
test.describe.configure({ timeout: 150_000 });
test('a customer finds the invoice of a confirmed order, opens it and downloads its PDF', async ({
  page,
  request,
}) => {
  await signIn(page, 'b2c');
  const number = await placeOrderThroughShop(page);
  const token = await apiToken(request, 'b2c');
  await confirmOrder(request, await orderIdOf(request, token, number));

  await page.goto('/kokpit/dokumenty');
  await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
  const row = page
    .getByTestId('document-row')
    .filter({ hasText: /FV\/\d{4}\/\d+/ })
    .first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'document list');

  // The status links are the address; an unpaid transfer invoice is not among the paid ones.
  await page.getByRole('link', { name: 'Opłacony', exact: true }).click();
  await expect(page).toHaveURL(/\/kokpit\/dokumenty\/oplacone$/);
  await expect(page.getByRole('link', { name: 'Opłacony', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Nieopłacony', exact: true }).click();
  await expect(page).toHaveURL(/\/kokpit\/dokumenty\/nieoplacone$/);
  const unpaid = page.getByTestId('document-row').first();
  await expect(unpaid).toBeVisible();
  const docNumber = (await unpaid.getByRole('link').textContent())!.trim();

  await unpaid.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Dokument ${docNumber}` })).toBeVisible();
  await expect(page.getByTestId('document-lines').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('totals')).toContainText('VAT 23%');
  await expectAccessible(page, 'document details');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
