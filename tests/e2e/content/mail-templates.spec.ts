// Mail templates (issue 12): the content editor (`tresci`, Pages.Notification) finds the order
// confirmation among the templates of the notifications screen, edits its subject and body in the
// Tiptap editor (placeholders listed, preview with sample data), sends a test mail; then a guest
// places an order and the confirmation mail, read from the SMTP sink as the buyer gets it, carries
// the edited text. Also at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { addFirstProduct, fillBuyer, fillCourierAddress, lastMail } from '../checkout/helpers';

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

async function openOrderConfirmationTemplate(page: Page) {
  await signIn(page, 'tresci');
  await page.goto('/kokpit/konfiguracja/powiadomienia');
  await expect(page.getByRole('heading', { name: 'Powiadomienia', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Szablony wiadomości' }).click();
  const search = page.getByRole('searchbox', { name: 'Szukaj (kod, temat)' });
  await search.fill('OrderConfirmation');
  await search.press('Enter');
  await expect(page.getByTestId('mail-template-row')).toHaveCount(2);
  await expectAccessible(page, 'templates list');
  await page
    .getByRole('link', { name: 'Edytuj szablon: Potwierdzenie zamówienia (polski)' })
    .click();
  await expect(page).toHaveURL(/\/kokpit\/konfiguracja\/powiadomienia\/szablon\/edytuj\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Potwierdzenie zamówienia (polski)', level: 1 }),
  ).toBeVisible();
}

test('staff edit the order confirmation and the next order’s mail shows the edited text', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000); // an edit, a test mail and a whole guest checkout on a shared machine
  const stamp = Date.now();
  const sentence = `Dziękujemy za zakupy w Armaturze (szablon ${stamp}).`;
  await openOrderConfirmationTemplate(page);
  const help = page.getByTestId('placeholder-help');
  await expect(help.getByText('{{orderNumber}}', { exact: true })).toBeVisible();
  await expect(help).toContainText('numer zamówienia');
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Temat: Potwierdzenie zamówienia ZAM/2026/000123',
  );
  await expectAccessible(page, 'template edit');

  const subject = page.getByRole('textbox', { name: 'Temat' });
  await subject.fill('Twoje zamówienie {{orderNumber}} w sklepie Armatura');
  const body = page.getByRole('textbox', { name: 'Treść wiadomości' });
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(sentence);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Odśwież podgląd' }).click();
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Temat: Twoje zamówienie ZAM/2026/000123 w sklepie Armatura',
  );
  await expect(page.getByTestId('preview-body')).toContainText(sentence);

  // A placeholder the mail does not know is refused with a message on the field.
  await subject.fill('Zamówienie {{nieznany}}');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText(/Szablon nie zna znacznika \{\{nieznany\}\}/).first()).toBeVisible();
  await subject.fill('Twoje zamówienie {{orderNumber}} w sklepie Armatura');
  await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Szablon zapisany.')).toBeVisible();

  const testTo = `test.${stamp}@example.pl`;
  await page.getByRole('textbox', { name: 'Adres e-mail odbiorcy' }).fill(testTo);
  await page.getByRole('button', { name: 'Wyślij wiadomość testową' }).click();
  await expect(page.getByText(`Wysłano wiadomość testową na adres ${testTo}.`)).toBeVisible();
  const testMail = await lastMail(request, testTo);
  expect(testMail.subject).toBe('[TEST] Twoje zamówienie ZAM/2026/000123 w sklepie Armatura');
  expect(testMail.bodyText).toContain(sentence);

  // A guest orders in a browser of their own; the confirmation uses the edited template.
  const buyerEmail = `kupujacy.${stamp}@example.pl`;
  const guest = await browser.newPage();
  try {
    // The listing first loads the catalogue's remote: on a busy machine that takes a while.
    await guest.goto('/oferta?q=bateria');
    await expect(guest.getByTestId('add-to-cart').first()).toBeVisible({ timeout: 45_000 });
    await addFirstProduct(guest, 'bateria', '1');
    await guest.goto('/koszyk');
    await guest.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
    await fillCourierAddress(guest);
    await fillBuyer(guest, {
      firstName: 'Ola',
      lastName: 'Kupująca',
      email: buyerEmail,
      phone: '+48 600 700 801',
    });
    await guest.getByRole('button', { name: /Dalej: Płatność/ }).click();
    await guest.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    await guest.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
    await guest.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await expect(guest.getByTestId('order-number')).toHaveText(/^ZAM\/\d{4}\/\d{6}$/);
    const number = (await guest.getByTestId('order-number').textContent())!;

    const mail = await lastMail(request, buyerEmail);
    expect(mail.subject).toBe(`Twoje zamówienie ${number} w sklepie Armatura`);
    expect(mail.bodyText).toContain(sentence);
    expect(mail.bodyText).toContain('Dzień dobry Ola,');
    expect(mail.bodyText).toContain('Numer rachunku');
    expect(mail.bodyText).toMatch(/\/zamowienia\/potwierdzenie\?orderId=\d+&token=\S{20,}/);
  } finally {
    await guest.close();
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('the template edit screen fits a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await openOrderConfirmationTemplate(page);
    await expect(page.getByRole('textbox', { name: 'Treść wiadomości' })).toBeVisible();
    await noOverflow(page);
    await expectAccessible(page, 'template edit at 375 px');
  });
});
