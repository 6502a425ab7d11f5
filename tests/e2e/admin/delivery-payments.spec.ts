// Delivery and payments in the back office (Pages.Delivery, Pages.Payment), as the staff user
// 'sprzedaz': add a payment method, add a delivery method allowing it, and a guest then chooses
// both at checkout and places an order. Both screens and their dialogs pass axe.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';
import { fillBuyer } from '../checkout/helpers';
import { setChecked } from '../users/helpers';

// Unique per run: the e2e database lives as long as the host the config starts.
const slow = expect.configure({ timeout: 30_000 });
const RUN = Date.now().toString(36).toUpperCase();
const PAYMENT = { name: `Przelew ekspresowy ${RUN}`, code: `PRZELEW_EKSPRES_${RUN}` };
const DELIVERY = { name: `Kurier GLS ${RUN}`, code: `KURIER_GLS_${RUN}` };

async function openScreen(page: Page, path: string, title: string, testId: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-status', 'ready');
}

test.setTimeout(180_000);

test('staff add a payment and a delivery with it; a guest orders with both', async ({
  page,
  browser,
}) => {
  await signIn(page, 'sprzedaz');

  // Payments: the list, Tpay's bank groups, then a new transfer payment offered with no delivery yet.
  await openScreen(page, '/kokpit/konfiguracja/platnosci', 'Płatności', 'payment-list');
  await expect(page.getByTestId('payment-row')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Grupy płatności Tpay' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'BLIK' })).toBeVisible();
  await expectAccessible(page, 'payment list');
  await page.getByRole('button', { name: 'Dodaj metodę płatności' }).click();
  const paymentDialog = page.getByRole('dialog');
  await paymentDialog.getByRole('textbox', { name: 'Nazwa' }).fill(PAYMENT.name);
  await paymentDialog.getByRole('textbox', { name: 'Kod' }).fill('zły kod');
  await paymentDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(
    paymentDialog.getByText('Kod: 2–50 znaków, wielkie litery, cyfry i _.'),
  ).toBeVisible();
  await expectAccessible(page, 'payment dialog');
  await paymentDialog.getByRole('textbox', { name: 'Kod' }).fill(PAYMENT.code);
  await paymentDialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(paymentDialog).toBeHidden();
  await expect(page.getByTestId('payment-row').filter({ hasText: PAYMENT.name })).toBeVisible();

  // Delivery: 5 a page; a new courier allowing the new payment.
  await openScreen(page, '/kokpit/konfiguracja/dostawy', 'Dostawy', 'delivery-list');
  await expect(page.getByTestId('delivery-row')).toHaveCount(4);
  await expectAccessible(page, 'delivery list');
  await page.getByRole('button', { name: 'Dodaj metodę dostawy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(DELIVERY.name);
  await dialog.getByRole('textbox', { name: 'Kod' }).fill(DELIVERY.code);
  await dialog.getByRole('textbox', { name: 'Cena netto (zł)' }).fill('14,555');
  await setChecked(dialog.getByRole('checkbox', { name: PAYMENT.name }), true);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog.getByText(/najwyżej dwa miejsca po przecinku/)).toBeVisible();
  await expectAccessible(page, 'delivery dialog');
  await dialog.getByRole('textbox', { name: 'Cena netto (zł)' }).fill('14,50');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Szukaj metody dostawy' }).fill(RUN);
  const row = page.getByTestId('delivery-row').filter({ hasText: DELIVERY.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('17,84 zł');
  await expect(row).toContainText(PAYMENT.name);

  // Usable at 375 px: the screen's area does not overflow (the table scrolls inside its own box).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Dodaj metodę dostawy' })).toBeInViewport();
  const overflow = await page
    .locator('#armatura-main')
    .evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // A guest (fresh context) sees the new courier and its payment at checkout and orders with them.
  const guest = await browser.newPage();
  // Loading the catalogue's and the checkout's remotes is slow on a shared machine: more patience.
  await guest.goto('/oferta?q=bateria');
  const widget = guest.getByTestId('add-to-cart').first();
  await slow(widget).toBeVisible();
  await widget.getByRole('textbox').fill('1');
  await widget.getByRole('button', { name: /Dodaj do koszyka/ }).click();
  await slow(widget.getByRole('status')).toContainText('Dodano do koszyka');
  await guest.goto('/koszyk');
  await guest.getByRole('button', { name: /Dalej: Dostawa i adres/ }).click();
  await guest.getByRole('radio', { name: new RegExp(DELIVERY.name) }).check();
  await guest.getByLabel('Ulica i numer').fill('ul. Piękna 12/4');
  await guest.getByLabel('Kod pocztowy').fill('00-549');
  await guest.getByLabel('Miejscowość').fill('Warszawa');
  await fillBuyer(guest, {
    firstName: 'Ewa',
    lastName: 'Gość',
    email: 'ewa.gls@example.pl',
    phone: '+48 600 700 800',
  });
  await guest.getByRole('button', { name: /Dalej: Płatność/ }).click();
  await slow(guest).toHaveURL(/\/koszyk\/platnosc$/);
  // Only the payments this delivery allows are offered.
  await slow(guest.getByRole('radio', { name: PAYMENT.name })).toBeVisible();
  await expect(guest.getByRole('radio', { name: 'Płatność za pobraniem' })).toHaveCount(0);
  await guest.getByRole('radio', { name: PAYMENT.name }).check();
  await guest.getByRole('button', { name: /Dalej: Podsumowanie/ }).click();
  await slow(guest.getByTestId('cart-totals')).toContainText(DELIVERY.name);
  await guest.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await slow(guest).toHaveURL(/\/zamowienia\/potwierdzenie\?orderId=\d+&token=/);
  await slow(guest.getByRole('heading', { name: 'Dziękujemy za zamówienie!' })).toBeVisible();
  await guest.close();
});
