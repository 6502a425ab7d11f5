// The English check of the catalogue's screens (issue 14, item 6): switch the language the way the
// header's LocaleSwitch does, then list every Polish dictionary text the screen still shows. Unlike
// the platform sweep it also catches short labels ('Kod', 'Waga'): a short text counts only when
// a whole text node or attribute reads exactly so, which data (product names) never does.
import { expect, type Page } from '@playwright/test';
import { allTextsLoaded, hasText, pl as corePl, translate } from '@armatura/shared-libs/i18n';
import { pl as catalogPl } from '../../../mf-catalog/src/features/texts/pl';
import '../../../mf-catalog/src/features/texts/catalog-texts';
import { homePl } from '../../../mf-admin-content/src/features/home-widgets/home-hero-dictionaries';
import '../../../mf-admin-content/src/features/home-widgets/home-hero-texts';
import { pl as adminProductsPl } from '../../../mf-admin-commerce/src/features/admin-texts/pl';
import '../../../mf-admin-commerce/src/features/admin-texts/texts';

/** The namespaces a catalogue screen shows: core (header, pager), the catalogue, the home hero
 * and the product admin grid. Keys as registered ('namespace.key'). */
const DICTIONARIES: [prefix: string, texts: Record<string, string>][] = [
  ['', corePl],
  ['catalog.', catalogPl],
  ['content-home.', homePl],
  ['adminProducts.', adminProductsPl],
];

export interface PolishText {
  key: string;
  /** Matches a whole text node or attribute value showing this text. */
  pattern: RegExp;
}

/** Placeholders that always hold a number: '{count} produktów' must not match 'Lista produktów'. */
const NUMBERS = new Set([
  'count',
  'n',
  'page',
  'start',
  'end',
  'total',
  'rate',
  'qty',
  'from',
  'to',
]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Polish texts that differ from their English one (a missing English text counts as different:
 * the screen falls back to Polish) with a word of at least 3 letters ('Kod'). Placeholders match
 * their values ('{count} produktów' finds '705 produktów'); numeric ones only numbers, so 'VAT
 * {rate}%' does not match the English 'VAT rate: 23%'.
 */
export async function polishTexts(): Promise<PolishText[]> {
  await allTextsLoaded(); // English texts load on demand
  const englishTexts = new Set<string>();
  const entries = DICTIONARIES.flatMap(([prefix, texts]) =>
    Object.entries(texts).map(([key, text]) => {
      const full = prefix + key;
      const english = hasText(full, 'en') ? translate('en', full) : null;
      if (english) englishTexts.add(english);
      return { key: full, text, english };
    }),
  );
  return entries
    .filter(({ text, english }) => text !== english && !englishTexts.has(text))
    .filter(({ text }) => {
      const words = text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
      const longest = Math.max(0, ...words.map((word) => word.length));
      return longest >= 3;
    })
    .map(({ key, text }) => {
      const body = text
        .trim()
        .split(/(\{\w+\})/)
        .map((part) => {
          const param = /^\{(\w+)\}$/.exec(part)?.[1];
          if (param) return NUMBERS.has(param) ? '[\\d\\s.,]+' : '.+?';
          return escape(part).replace(/\s+/g, '\\s+');
        })
        .join('');
      // A label may be followed by its colon ('Kod: 123' renders 'Kod' and ': 123' apart).
      return { key, pattern: new RegExp(`^${body}:?$`, 'u') };
    });
}

/** Every text node and label-like attribute on the page (hidden ones too: screen readers read them). */
export async function shownStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent === 'SCRIPT' || parent === 'STYLE') continue;
      const text = node.textContent?.trim();
      if (text) found.add(text);
    }
    for (const element of document.body.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    return [...found];
  });
}

/** 'key: "shown text"' for every Polish text on the page. */
export async function polishOnPage(page: Page, texts: readonly PolishText[]): Promise<string[]> {
  const shown = await shownStrings(page);
  return texts.flatMap(({ key, pattern }) =>
    shown.filter((s) => pattern.test(s.replace(/\s+/g, ' '))).map((s) => `${key}: "${s}"`),
  );
}

/** Picks English in the header's language switch (cookie, and the user's setting when signed in). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Język/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
}

/** Signs in on the English login screen. */
export async function signInInEnglish(page: Page, userName: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill('123qwe');
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}
