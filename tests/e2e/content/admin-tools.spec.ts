// Back-office tools of the content domain: the file repository (`tresci`, Pages.FileRepository:
// upload with progress into a new folder, listed with its public link, refused types said in
// Polish, deleted after a confirmation), the newsletter subscribers with the CSV export, and the
// notifications screen of `admin` (Pages.Notification.EmailLog + Pages.Contacts): the e-mail log
// shows the mail of a contact message sent through the public call, and the contact list shows
// the message, which is marked handled and deleted. `tresci` sees the contacts, not the log.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support';
import { expectAccessible } from '../account/helpers';

const noOverflow = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

// A 1×1 PNG: the server judges the type by the bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A message through the public form's calls: a form token, the human's few seconds, the send. */
async function sendContactMessage(request: APIRequestContext, subject: string, email: string) {
  const tokenRes = await request.get('/api/services/app/Contacts/GetFormToken');
  expect(tokenRes.status()).toBe(200);
  const { formToken } = ((await tokenRes.json()) as { result: { formToken: string } }).result;
  await new Promise((resolve) => setTimeout(resolve, 3100));
  const sent = await request.post('/api/services/app/Contacts/SendMessage', {
    data: {
      name: 'Jan Testowy',
      email,
      subject,
      message: 'Proszę o ofertę na baterie łazienkowe dla hotelu.',
      consent: true,
      formToken,
    },
  });
  expect(sent.status()).toBe(200);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('staff upload a file into a new folder, copy its link and delete it', async ({
    page,
    request,
  }) => {
    await signIn(page, 'tresci');
    await page.goto('/kokpit/konfiguracja/repozytorium');
    await expect(
      page.getByRole('heading', { name: 'Repozytorium plików', level: 1 }),
    ).toBeVisible();

    // A refused type is said at once, in Polish, naming the file.
    const input = page.getByLabel('Pliki (jeden lub kilka)');
    await input.setInputFiles({
      name: 'program.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByTestId('upload-problems')).toContainText(
      'Plik „program.exe” ma niedozwolony typ. Dozwolone są obrazy',
    );

    const folder = `Katalogi e2e ${Date.now()}`;
    await input.setInputFiles({ name: 'logo-e2e.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Nowy folder (opcjonalnie)').fill(folder);
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByText('Przesłano plików: 1.')).toBeVisible();
    // The new folder is opened, with its count, and lists the file with its link.
    await expect(page.getByRole('button', { name: `${folder} (1)` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const row = page.getByTestId('file-row').filter({ hasText: 'logo-e2e.png' });
    await expect(row).toBeVisible();
    const link = row.getByRole('link', { name: 'logo-e2e.png' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/content\/uploads\/files\/[0-9a-f-]{36}\.png$/);
    const served = await request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/png');
    await expect(
      row.getByRole('button', { name: 'Kopiuj link do pliku logo-e2e.png' }),
    ).toHaveAttribute('data-file-url', href!);
    await noOverflow(page);
    await expectAccessible(page, 'file repository');

    await row.getByRole('button', { name: 'Usuń plik logo-e2e.png' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Usunąć plik?' })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Brak plików.')).toBeVisible();
    await expect(page.getByRole('button', { name: `${folder} (0)` })).toBeVisible();
    await page.getByRole('button', { name: 'Usuń pusty folder' }).click();
    await expect(page.getByRole('button', { name: new RegExp(folder) })).toHaveCount(0);
  });

  test('staff list newsletter subscribers and export them as CSV', async ({ page, request }) => {
    const email = `nl-e2e-${Date.now()}@example.com`;
    const subscribed = await request.post('/api/services/app/Newsletter/Subscribe', {
      data: { email },
    });
    expect(subscribed.status()).toBe(200);
    await signIn(page, 'tresci');
    await page.goto('/kokpit/konfiguracja/newsletter');
    await expect(
      page.getByRole('heading', { name: 'Subskrypcje newslettera', level: 1 }),
    ).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Szukaj adresu e-mail' });
    await search.fill(email);
    await search.press('Enter');
    const row = page.getByTestId('newsletter-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Oczekuje na potwierdzenie');
    await noOverflow(page);
    await expectAccessible(page, 'newsletter admin');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportuj CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain(email);
  });

  test('the e-mail log shows a contact mail and the contact list the message', async ({
    page,
    request,
  }) => {
    const subject = `Oferta e2e ${Date.now()}`;
    await sendContactMessage(request, subject, `kontakt-e2e-${Date.now()}@example.com`);
    await signIn(page, 'admin');
    await page.goto('/kokpit/konfiguracja/powiadomienia');
    await expect(page.getByRole('heading', { name: 'Powiadomienia', level: 1 })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Szukaj (odbiorca, temat, szablon)' });
    await search.fill(subject);
    await search.press('Enter');
    const mailButton = page.getByRole('button', {
      name: `Pokaż wiadomość: Formularz kontaktowy: ${subject}`,
    });
    await expect(mailButton).toBeVisible();
    await noOverflow(page);
    await expectAccessible(page, 'e-mail log');
    await mailButton.click();
    const details = page.getByRole('dialog');
    await expect(details).toContainText('Proszę o ofertę na baterie łazienkowe dla hotelu.');
    await expectAccessible(page, 'e-mail details');
    await details.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByRole('tab', { name: 'Wiadomości kontaktowe' }).click();
    const contactSearch = page.getByRole('searchbox', { name: 'Szukaj (nadawca, e-mail, temat)' });
    await contactSearch.fill(subject);
    await contactSearch.press('Enter');
    const row = page.getByTestId('contact-row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Do obsłużenia');
    await noOverflow(page);
    await expectAccessible(page, 'contact list');
    await row.getByRole('button', { name: 'Oznacz jako obsłużoną' }).click();
    await expect(row).toContainText('Obsłużone');
    await row.getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Brak wiadomości.')).toBeVisible();
  });
});

test('content staff see the contact messages but not the e-mail log', async ({ page }) => {
  // StaffContent holds Pages.Contacts, not Pages.Notification.EmailLog (ARCHITECTURE.md §6).
  await signIn(page, 'tresci');
  await page.goto('/kokpit/konfiguracja/powiadomienia');
  await expect(page.getByRole('tab', { name: 'Wiadomości kontaktowe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dziennik e-maili' })).toHaveCount(0);
  await expect(page.getByTestId('email-log')).toHaveCount(0);
});
