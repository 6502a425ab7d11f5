// The English UI must not fall back to Polish: every Polish text has an English one, the
// contracts' messages are shown in the UI's language, and no screen or store writes a Polish
// literal of its own (issue 14 item 6).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, USERS_ADMIN_MESSAGES } from '@armatura/shared-libs/contracts';
import { setLocale } from '@armatura/shared-libs/i18n';
import { emptyAddress, emptyCompanyForm, validateCompany } from '../companies/company-form';
import { errorMessage } from '../errors';
import { en } from './en';
import { pl } from './pl';
import { localizeMessage } from './users-texts';

afterEach(() => setLocale('pl'));

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const TEXTS_DIR = fileURLToPath(new URL('./', import.meta.url)).replace(/\/$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === TEXTS_DIR ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code without comments: a Polish letter left in it is a text that skips the dictionaries. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('users texts', () => {
  it('has an English text for every Polish key, and no empty one', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const [key, text] of [...Object.entries(pl), ...Object.entries(en)])
      expect(text.trim(), key).not.toBe('');
  });

  it("shows the contracts' and the server's messages in the UI's language", () => {
    expect(localizeMessage(USERS_ADMIN_MESSAGES.deleteSelf)).toBe(USERS_ADMIN_MESSAGES.deleteSelf);
    setLocale('en');
    expect(localizeMessage(USERS_ADMIN_MESSAGES.deleteSelf)).toBe(
      'You cannot delete your own account.',
    );
    expect(errorMessage(new Error(ORGANIZATION_MESSAGES.groupNameTaken))).toBe(
      'A group with this name already exists in this company.',
    );
    expect(localizeMessage('Something the texts do not know')).toBe(
      'Something the texts do not know',
    );
    const form = { ...emptyCompanyForm(), displayName: 'Firma', nip: '5260250275' };
    form.addresses = [
      { ...emptyAddress(true), street: 'ul. Prosta 1', postalCode: '00123', city: 'Warszawa' },
      { ...emptyAddress(true), street: 'ul. Krzywa 2', postalCode: '00-124', city: 'Warszawa' },
    ];
    const errors = validateCompany(form);
    expect(errors.nip).toBe('Enter a valid NIP (10 digits, with a correct checksum).');
    expect(errors['addresses[0].postalCode']).toBe('The postal code must have the format NN-NNN.');
    expect(Object.values(errors)).toContain('Only one company address can be the default.');
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
