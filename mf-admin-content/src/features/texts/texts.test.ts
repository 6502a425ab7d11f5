// The English UI must not fall back to Polish: every Polish text of each namespace has an English
// one, the contracts' and the server's messages are shown in the UI's language, and no screen or
// store writes a Polish literal of its own (issue 14 item 6).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  contactProblems,
  NEWSLETTER_MESSAGES,
  staticBlockProblems,
} from '@armatura/shared-libs/contracts';
import { setLocale } from '@armatura/shared-libs/i18n';
import { fileEditErrors } from '../files/file-edit';
import { formatFileSize, uploadProblems } from '../files/upload-check';
import { adminPagesEn } from './admin-pages-en';
import { adminPagesPl } from './admin-pages-pl';
import { toolsEn } from './admin-tools-en';
import { toolsPl } from './admin-tools-pl';
import { contractMessagesEn, contractMessagesPl, localizeMessage } from './contract-messages';
import { en } from './en';
import { mailTemplatesEn } from './mail-templates-en';
import { mailTemplatesPl } from './mail-templates-pl';
import { pl } from './pl';

afterEach(() => setLocale('pl'));

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED = ['features/texts', 'features/home-widgets'].map((dir) => join(SRC, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED.includes(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code without comments: a Polish letter left in it is a text that skips the dictionaries. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** English has only 'one' and 'other': Polish 'few'/'many' forms have no English twin. */
const englishKeys = (polish: object) =>
  Object.keys(polish)
    .filter((key) => !/_(few|many)$/.test(key))
    .sort();

const NAMESPACES: [string, Record<string, string>, Record<string, string>][] = [
  ['content', pl, en],
  ['content-admin-pages', adminPagesPl, adminPagesEn],
  ['content-tools', toolsPl, toolsEn],
  ['content-templates', mailTemplatesPl, mailTemplatesEn],
  ['content-messages', contractMessagesPl, contractMessagesEn],
];

describe('content texts', () => {
  it.each(NAMESPACES)(
    '%s: an English text for every Polish key, none empty',
    (_, polish, english) => {
      expect(Object.keys(english).sort()).toEqual(englishKeys(polish));
      for (const [key, text] of [...Object.entries(polish), ...Object.entries(english)])
        expect(text.trim(), key).not.toBe('');
    },
  );

  it('checks uploads and file names in the UI language, plurals by Intl.PluralRules', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `a${i}.pdf`, size: 10 }));
    expect(uploadProblems(eleven)).toContain('Można przesłać najwyżej 10 plików naraz.');
    setLocale('en');
    expect(uploadProblems([])).toEqual(['Choose at least one file.']);
    expect(uploadProblems(eleven)).toContain('You can upload at most 10 files at once.');
    expect(uploadProblems([{ name: 'empty.txt', size: 0 }])).toEqual([
      'The file “empty.txt” is empty.',
    ]);
    expect(uploadProblems([{ name: 'run.exe', size: 5 }])[0]).toMatch(
      /^The file “run\.exe” has a type that is not allowed\. Allowed are images/,
    );
    expect(formatFileSize(1536)).toBe('1.5 KB');
    const draft = { name: ' ', categoryId: null, newFolder: 'x'.repeat(101) };
    expect(fileEditErrors(draft)).toEqual({
      name: 'Enter a file name (at most 200 characters, without / and \\).',
      newFolder: 'A folder name can have at most 100 characters, without / and \\.',
    });
  });

  it("shows the contracts' messages in the UI language, values kept", () => {
    const blockProblems = [
      ...staticBlockProblems({ category: 'page', slug: null }),
      ...staticBlockProblems({ category: 'homeBanner', slug: 'promocja' }),
      ...staticBlockProblems({ category: 'page', slug: 'blog' }),
      ...staticBlockProblems({ category: 'brand', brandId: null }),
    ].map((problem) => problem.message);
    expect(blockProblems).toHaveLength(4);
    expect(localizeMessage(NEWSLETTER_MESSAGES.badLink)).toBe(NEWSLETTER_MESSAGES.badLink);
    setLocale('en');
    // Every message of the rules is known, so none reaches the English UI in Polish.
    for (const message of blockProblems) expect(localizeMessage(message)).not.toBe(message);
    expect(localizeMessage(blockProblems[2]!)).toBe(
      'The address “blog” is taken by a page of the shop.',
    );
    const contact = contactProblems({ name: 'A', email: 'x', subject: '', message: 'krótko' });
    for (const problem of contact)
      expect(localizeMessage(problem.message)).not.toBe(problem.message);
    expect(localizeMessage(CONTACT_MESSAGES.sent)).toBe(
      'Thank you for your message. We will answer as soon as we can.',
    );
    expect(localizeMessage('Inny komunikat serwera')).toBe('Inny komunikat serwera');
    expect(localizeMessage(null)).toBeNull();
  });

  it('keeps Polish letters out of the code: texts live in the dictionaries', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((file) =>
      /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
