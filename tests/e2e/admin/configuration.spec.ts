// Global configuration of the back office (/kokpit/konfiguracja/globalna, Pages.GlobalConfiguration):
// guest checkout off refuses an anonymous visitor at /koszyk (and on lets them in again), new SMTP
// settings carry a test mail to the test SMTP sink, and an invalid NIP is refused with its message
// before anything is sent. axe on every tab that is shown; the screen fits a 375 px phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MAIL_SINK, signIn } from '../support';
import { apiToken, expectAccessible } from '../account/helpers';
import { setChecked } from '../users/helpers';

const SCREEN = '/kokpit/konfiguracja/globalna';
const DEFAULTS_API = '/api/services/app/Configuration/UpdateDefaultConfiguration';

async function openTab(page: Page, tab: string, section: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByTestId(`config-${section}`)).toHaveAttribute('data-status', 'ready');
}

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  // The remote's first load can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Konfiguracja globalna' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('config-company')).toHaveAttribute('data-status', 'ready');
}

/** Saves the shown section and waits for its Update call and the success notice. */
async function save(page: Page, section: string, call: string) {
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/Configuration/${call}`) && r.request().method() === 'PUT',
  );
  await page.getByTestId(`config-${section}`).getByRole('button', { name: 'Zapisz' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('Ustawienia zostały zapisane.').last()).toBeVisible();
}

/** What an anonymous visitor of a fresh browser sees at /koszyk. */
async function anonymousCart(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/koszyk');
  return { page, close: () => context.close() };
}

test.describe('global configuration', () => {
  test('guest checkout off refuses an anonymous visitor at /koszyk; on lets them in', async ({
    page,
    browser,
    request,
  }) => {
    // Three browsers' worth of page loads on a machine shared by several test runs.
    test.setTimeout(180_000);
    await signIn(page, 'sprzedaz');
    await openScreen(page);
    await openTab(page, 'Ustawienia domyślne', 'default');
    await expectAccessible(page, 'default settings');
    const guest = page.getByRole('switch', { name: 'Zakupy bez logowania (koszyk dla gości)' });
    await expect(guest).toBeChecked();
    try {
      await setChecked(guest, false);
      await save(page, 'default', 'UpdateDefaultConfiguration');

      const off = await anonymousCart(browser);
      await expect(
        off.page
          .getByRole('region', { name: 'Powiadomienia' })
          .getByText('Do twojego konta nie zostały nadane uprawnienia do tej stronie!'),
      ).toBeVisible();
      await expect(off.page.getByText('Twój koszyk jest pusty')).toHaveCount(0);
      await off.close();

      await page.reload();
      await openTab(page, 'Ustawienia domyślne', 'default');
      await expect(guest).not.toBeChecked();
      await setChecked(guest, true);
      await save(page, 'default', 'UpdateDefaultConfiguration');
      const on = await anonymousCart(browser);
      await expect(on.page.getByText('Twój koszyk jest pusty')).toBeVisible();
      await on.close();
    } finally {
      // Whatever failed above, later tests need guests allowed again.
      const token = await apiToken(request, 'sprzedaz');
      await request.put(DEFAULTS_API, {
        headers: { authorization: `Bearer ${token}` },
        data: { currency: 'PLN', vatRate: 23, guestCheckout: true },
      });
    }
  });

  test('new SMTP settings carry a test mail to the SMTP sink', async ({ page, request }) => {
    test.setTimeout(120_000);
    // The test mail is the content domain's call (Pages.Notification): the administrator has both.
    await signIn(page, 'admin');
    await openScreen(page);
    await openTab(page, 'Poczta e-mail', 'mail');
    await expectAccessible(page, 'mail settings');
    const mail = page.getByTestId('config-mail');
    await mail.getByLabel('Serwer SMTP').fill('127.0.0.1');
    await mail.getByLabel('Port').fill(String(MAIL_SINK.smtpPort));
    await mail.getByRole('button', { name: /Zabezpieczenie połączenia/ }).click();
    await page.getByRole('option', { name: 'Brak' }).click();
    await mail.getByLabel('Użytkownik SMTP').fill('');
    await expect(mail.getByText('Nie ustawione.')).toBeVisible(); // the password: write-only
    const sender = `konfiguracja-${Date.now()}@armatura.test`;
    await mail.getByLabel('Nazwa nadawcy').fill('Test konfiguracji');
    await mail.getByLabel('Adres nadawcy').fill(sender);
    await save(page, 'mail', 'UpdateMailConfiguration');

    const to = `odbiorca-${Date.now()}@example.com`;
    await mail.getByLabel('Adres odbiorcy').fill(to);
    const sent = page.waitForResponse((r) => r.url().includes('/Email/SendTestEmail'));
    await mail.getByRole('button', { name: 'Wyślij wiadomość testową' }).click();
    expect((await sent).status()).toBe(200);
    await expect(
      mail
        .getByRole('status')
        .filter({ hasText: `Wiadomość testowa została wysłana na adres ${to}.` }),
    ).toBeVisible();

    // Read as the recipient would: the sink got it, from the sender saved a moment ago.
    const url = `http://127.0.0.1:${MAIL_SINK.httpPort}/messages?filter=${encodeURIComponent(to)}`;
    let received: { from: string; to: string[]; subject: string } | undefined;
    await expect
      .poll(async () => {
        received = ((await (await request.get(url)).json()) as (typeof received)[]).at(-1);
        return received;
      })
      .toBeTruthy();
    expect(received!.to).toContain(to);
    expect(received!.from).toContain(sender);
    expect(received!.subject).toContain('wiadomość testowa');
  });

  test('an invalid NIP is refused with its message, nothing is sent; fits 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'sprzedaz');
    await openScreen(page);
    const company = page.getByTestId('config-company');
    const nip = company.getByLabel('NIP');
    await nip.fill('1234567890');
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/Configuration/UpdateCompanyInformation')) updates += 1;
    });
    await company.getByRole('button', { name: 'Zapisz' }).click();
    await expect(company.getByText('Nieprawidłowy NIP (błędna suma kontrolna).')).toBeVisible();
    await expect(nip).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Popraw zaznaczone pola.')).toBeVisible();
    expect(updates).toBe(0);
    await expectAccessible(page, 'company information with an error');
    // Nothing wider than the phone: the page does not scroll sideways, the last tab is reachable.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, 'page width').toBeLessThanOrEqual(375);
    const saveBox = await company.getByRole('button', { name: 'Zapisz' }).boundingBox();
    expect(saveBox!.x + saveBox!.width, 'save button right edge').toBeLessThanOrEqual(375);
    // The other groups at phone width: reachable through the scrolling tab list, and accessible.
    for (const [tab, section] of [
      ['Tpay', 'tpay'],
      ['RabbitMQ', 'rabbit'],
      ['Dostawa', 'delivery'],
    ] as const) {
      await openTab(page, tab, section);
      await expectAccessible(page, `${tab} at 375 px`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
