// A B2B buyer orders above the 5 000 zł monthly limit: the order waits; the approver opens the
// e-mailed link (not signed in) and accepts; the buyer then sees it accepted.
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { addFirstProduct, fillCourierAddress, lastMail } from './helpers';

test('an order over the limit is accepted by the approver through the e-mailed link', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'b2b');
  await addFirstProduct(page, 'wanna', '300');
  await page.goto('/koszyk');
  await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await fillCourierAddress(page);
  await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await expect(page.getByText(/przekracza Twój limit zakupowy/)).toBeVisible();
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na akceptację');
  const number = (await page.getByTestId('order-number').textContent())!;

  const mail = await lastMail(request, 'OrderAcceptanceRequest');
  expect(mail.subject).toBe(`Zamówienie ${number} czeka na Twoją akceptację`);
  const link = /http\S+\/zamowienia\/akceptacja\?token=\S+/.exec(mail.bodyText)![0];

  const approver = await browser.newContext();
  const approverPage = await approver.newPage();
  await approverPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(
    approverPage.getByRole('heading', { name: `Zamówienie ${number} czeka na decyzję` }),
  ).toBeVisible();
  await approverPage.getByRole('button', { name: 'Akceptuj zamówienie' }).click();
  await expect(approverPage.getByText('Zamówienie zostało zaakceptowane.')).toBeVisible();
  await expect(approverPage.getByTestId('order-status')).toHaveText('Nowe');
  await approver.close();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Nowe');
});
