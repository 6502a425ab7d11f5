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

/**
 * Records, inside the page, when `text` first appears and when the address first matches `path`
 * (history.pushState/replaceState). Measuring in the page, not by polling from the test, keeps a
 * delay check honest: Playwright's assertions poll at growing intervals (up to 1 s), so "seen by
 * the test" can be far later than "shown to the user".
 */
export async function recordShownThenNavigated(page: Page, text: string, path: string) {
  await page.addInitScript(
    ({ text, path }) => {
      const w = window as unknown as { __shownAt?: number; __navigatedAt?: number };
      new MutationObserver(() => {
        if (w.__shownAt === undefined && document.body?.textContent?.includes(text))
          w.__shownAt = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          original(data, unused, url);
          if (w.__navigatedAt === undefined && location.pathname === path)
            w.__navigatedAt = performance.now();
        };
      }
    },
    { text, path },
  );
  return async () =>
    page.evaluate(() => {
      const w = window as unknown as { __shownAt?: number; __navigatedAt?: number };
      return { shownAt: w.__shownAt, navigatedAt: w.__navigatedAt };
    });
}
