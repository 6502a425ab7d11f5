// Every screen of routes.tsv, as a user who may see it (issue 14, items 6 and 7):
// - accessibility: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation at 1280 px,
//   and on storefront screens also at 375 px; every screen has an h1 and skips no heading level;
// - English: with the culture switched to English (the cookies LocaleSwitch writes) the screen
//   shows no text of the Polish dictionaries.
// Test names start with the row's owner: `--grep mf-catalog` runs one team's screens.
import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { COOKIE_NAMES } from '@armatura/shared-libs/constants';
import { signIn } from '../support';
import {
  addressOf,
  axeProblems,
  findDemoIds,
  headingProblems,
  isStorefront,
  readRoutes,
  roleFor,
  waitForScreen,
  type DemoIds,
  type Role,
  type ScreenRow,
} from './every-screen-helpers';
import { polishTexts, polishTextsIn, type PolishText } from './polish-texts';

type Language = 'pl' | 'en';

interface Sweep {
  ids: DemoIds;
  polish: PolishText[];
  /** A page in the context of `role` in `language` (one sign-in per role and worker). */
  pageOf(role: Role, language: Language): Promise<Page>;
}

// One browser context per role and language for the whole worker: each test opens its own page,
// but the shell's and remotes' code comes from the context's cache instead of the network (a
// fresh context per screen made the sweep several times slower).
const test = base.extend<object, { sweep: Sweep }>({
  sweep: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      const ids = await findDemoIds(request);
      await request.dispose();
      const contexts = new Map<string, Promise<BrowserContext>>();
      const open = async (role: Role, language: Language): Promise<BrowserContext> => {
        if (language === 'en') {
          const polish = await contextOf(role, 'pl');
          const context = await browser.newContext({
            baseURL,
            locale: 'en-GB',
            storageState: await polish.storageState(),
          });
          // What LocaleSwitch writes (shared-libs/session setLanguage): the culture cookies.
          await context.addCookies(
            [COOKIE_NAMES.culture, COOKIE_NAMES.language].map((name) => ({
              name,
              value: 'en',
              url: baseURL,
            })),
          );
          return context;
        }
        const context = await browser.newContext({ baseURL, locale: 'pl-PL' });
        if (role !== 'anonymous') {
          const page = await context.newPage();
          await signIn(page, role);
          await page.close();
        }
        return context;
      };
      const contextOf = (role: Role, language: Language) => {
        const key = `${role}/${language}`;
        if (!contexts.has(key)) contexts.set(key, open(role, language));
        return contexts.get(key)!;
      };
      await use({
        ids,
        polish: await polishTexts(),
        pageOf: async (role, language) => (await contextOf(role, language)).newPage(),
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const rows = readRoutes();
// axe on a whole page takes seconds; a screen checked at two widths on a busy machine needs more
// than the default minute.
test.describe.configure({ timeout: 120_000 });
const title = (row: ScreenRow) => `${row.owner} ${row.path}`;

/**
 * Opens the row's screen as a user who may see it, waits until it has rendered and runs `checks`;
 * on a failure the screen is attached as it was (the shared contexts keep no per-test trace).
 */
async function onScreen(
  sweep: Sweep,
  row: ScreenRow,
  language: Language,
  testInfo: TestInfo,
  checks: (page: Page) => Promise<void>,
) {
  const page = await sweep.pageOf(roleFor(row, sweep.ids.b2bPermissions), language);
  let failed = false;
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(addressOf(row, sweep.ids));
    await waitForScreen(page);
    await checks(page);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (failed || testInfo.errors.length > 0) {
      const shot = await page.screenshot().catch(() => null); // a timed-out page may be gone
      if (shot) await testInfo.attach('screen', { body: shot, contentType: 'image/png' });
    }
    await page.close();
  }
}

test.describe('every screen: accessibility', () => {
  for (const row of rows) {
    test(title(row), async ({ sweep }, testInfo) => {
      await onScreen(sweep, row, 'pl', testInfo, async (page) => {
        expect.soft(await axeProblems(page), `${page.url()} at 1280 px`).toEqual([]);
        expect.soft(await headingProblems(page), `${page.url()} headings`).toEqual([]);
        if (isStorefront(row)) {
          await page.setViewportSize({ width: 375, height: 800 });
          await waitForScreen(page);
          expect.soft(await axeProblems(page), `${page.url()} at 375 px`).toEqual([]);
        }
      });
    });
  }
});

test.describe('every screen: English', () => {
  for (const row of rows) {
    test(title(row), async ({ sweep }, testInfo) => {
      await onScreen(sweep, row, 'en', testInfo, async (page) => {
        await expect.soft(page.locator('html')).toHaveAttribute('lang', /^en/);
        // Content marked with a language of its own (a Polish page or post, `lang="pl"`) and
        // records shown as they are (`translate="no"`: a sent mail's subject, a visitor's
        // message) are the shop's data, not the UI: they are left out.
        const shown = await page.locator('body').evaluate((body) => {
          const content = [
            ...body.querySelectorAll<HTMLElement>('[lang]:not([lang^="en"]), [translate="no"]'),
          ];
          for (const e of content) e.style.setProperty('display', 'none');
          const visible = (e: Element) => (e as HTMLElement).offsetParent !== null;
          const shownNow = {
            text: (body as HTMLElement).innerText,
            elements: [...body.querySelectorAll('*')]
              .filter((e) => e.childElementCount === 0 && visible(e))
              .map((e) => e.textContent ?? ''),
          };
          for (const e of content) e.style.removeProperty('display');
          return shownNow;
        });
        expect(polishTextsIn(shown, sweep.polish), `Polish texts on ${page.url()}`).toEqual([]);
      });
    });
  }
});
