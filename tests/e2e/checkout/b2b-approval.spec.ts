// A B2B buyer orders above the 5 000 zł monthly limit: the order waits; the approver opens the
// e-mailed link (not signed in) and accepts; the buyer then sees it accepted. 300 baths are more
// than the stock, so the shop sells on order here ('na zamówienie', issue 14.5); the transfer
// details come only with the acceptance, and the heading follows the decision (issue 14.8).
import { expect, test } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { addFirstProduct, fillCourierAddress, lastMail, withBackorders } from './helpers';

test('an order over the limit is accepted by the approver through the e-mailed link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000); // two browsers, mail and a listing: slow on a busy machine
  await withBackorders(request, async () => {
    await signIn(page, 'b2b');
    await addFirstProduct(page, 'wanna', '300');
    await page.goto('/koszyk');
    await expect(page.getByTestId('cart-line').getByTestId('backorder')).toHaveText(
      'na zamówienie',
    );
    await page.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
    await fillCourierAddress(page);
    await page.getByRole('button', { name: /Dalej: Płatność/ }).click();
    await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    await page.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
    await expect(page.getByText(/przekracza Twój limit zakupowy/)).toBeVisible();
    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Oczekuje na akceptację');
    await expect(page.getByTestId('transfer')).toHaveCount(0);
    await expect(
      page.getByText(/Dane do przelewu pokażemy tutaj po akceptacji zamówienia/),
    ).toBeVisible();
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
    await expect(
      approverPage.getByRole('heading', { name: `Zamówienie ${number} zostało zaakceptowane` }),
    ).toBeVisible();
    await expect(approverPage.getByText('czeka na decyzję')).toHaveCount(0);
    await expectAccessible(approverPage, 'decided order');
    await approver.close();

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Nowe');
    await expect(page.getByTestId('transfer')).toContainText('Numer rachunku');
  });
});
