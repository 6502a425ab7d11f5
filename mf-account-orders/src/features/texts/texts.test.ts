// The English UI must not fall back to Polish: every Polish text has an English one, and no
// screen or store writes a Polish literal of its own (issue 14 item 6).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@armatura/shared-libs/i18n';
import { ADDRESS_MESSAGES } from '@armatura/shared-libs/contracts';
import { accountTexts, localizeMessage } from './account-texts';
import { en } from './en';
import { pl } from './pl';

afterEach(() => setLocale('pl'));

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const TEXTS_DIR = fileURLToPath(new URL('./', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path === TEXTS_DIR.replace(/\/$/, '') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code without comments: a Polish letter left in it is a text that skips the dictionaries. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('account texts', () => {
  it('has an English text for every Polish key, and no empty one', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const [key, text] of [...Object.entries(pl), ...Object.entries(en)])
      expect(text.trim(), key).not.toBe('');
  });

  it('answers in English when the culture is English', () => {
    setLocale('en');
    expect(accountTexts.t('none')).toBe('—');
    expect(accountTexts.t('downloadPdf')).toBe('Download PDF');
    expect(accountTexts.t('pdfFallbackName')).toBe('document');
  });

  it("shows the server's (the contract's) Polish messages in the UI's language", () => {
    expect(localizeMessage(ADDRESS_MESSAGES.notFound)).toBe(ADDRESS_MESSAGES.notFound);
    setLocale('en');
    expect(localizeMessage(ADDRESS_MESSAGES.notFound)).toBe('The address was not found.');
    expect(localizeMessage(ADDRESS_MESSAGES.postalCode)).toBe(en.badPostalCode);
    expect(localizeMessage('Unknown message')).toBe('Unknown message');
  });

  it('keeps Polish letters out of the code: texts live in the dictionaries', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) =>
      /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
