// Helpers shared by the browser tests of every team.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = '123qwe';

/** The host under test (playwright.config.ts starts it) and the SMTP sink it mails to, started beside
 * it (shared-libs/src/server/testing/smtp-sink-main.ts): mail is read from there, as a recipient would. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8097);
export const MAIL_SINK = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 28),
  httpPort: Number(process.env.E2E_MAILBOX_PORT ?? E2E_PORT + 29),
};

/** Signs in through the real login screen and waits until the shell shows the user. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/user/login');
  await page.getByLabel('Login lub adres e-mail').fill(userName);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** Client-side navigation (what a link click does): single-spa hears pushState. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((p) => window.history.pushState({}, '', p), path);
}
