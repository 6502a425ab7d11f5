// The English UI must not fall back to Polish: every Polish text of each namespace of this remote
// has an English one, the contracts' and the server's messages are shown in the UI's language,
// and no screen or store writes a Polish literal of its own (issue 14 item 6).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONFIGURATION_MESSAGES,
  POINT_OF_SALE_MESSAGES,
  STATISTICS_MESSAGES,
} from '@armatura/shared-libs/contracts';
import { setLocale } from '@armatura/shared-libs/i18n';
import { en as productsEn } from './features/admin-texts/en';
import { pl as productsPl } from './features/admin-texts/pl';
import { adminTexts } from './features/admin-texts/texts';
import { configurationEn } from './features/configuration/configuration-en';
import { configurationPl } from './features/configuration/configuration-pl';
import {
  contractMessagesEn,
  contractMessagesPl,
  localizeMessage,
} from './features/contract-messages/contract-messages';
import { en as deliveryEn } from './features/delivery/texts/en';
import { pl as deliveryPl } from './features/delivery/texts/pl';
import { en as dictionariesEn } from './features/dictionaries/texts/en';
import { pl as dictionariesPl } from './features/dictionaries/texts/pl';
import { emptyPointForm, validatePoint } from './features/points-of-sale/point-form';
import { en as pointsEn } from './features/points-of-sale/texts/en';
import { pl as pointsPl } from './features/points-of-sale/texts/pl';
import { statisticsEn } from './features/statistics/statistics-en';
import { statisticsPl } from './features/statistics/statistics-pl';
import { rangeProblem } from './features/statistics/statistics-store';

afterEach(() => setLocale('pl'));

const SRC = fileURLToPath(new URL('./', import.meta.url));

/** Files of dictionaries: the one place Polish is written. */
const isTextsFile = (path: string) =>
  /\/texts\/|-(pl|en)\.ts$|\/admin-texts\/|\/contract-messages\//.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !isTextsFile(path) ? [path] : [];
  });
}

/** Code without comments: a Polish letter left in it is a text that skips the dictionaries. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const englishKeys = (polish: object) =>
  Object.keys(polish)
    .filter((key) => !/_(few|many)$/.test(key))
    .sort();

const NAMESPACES: [string, object, object][] = [
  ['adminProducts', productsPl, productsEn],
  ['commerceConfiguration', configurationPl, configurationEn],
  ['commerceDelivery', deliveryPl, deliveryEn],
  ['commerceDictionaries', dictionariesPl, dictionariesEn],
  ['commercePointsOfSale', pointsPl, pointsEn],
  ['commerceStatistics', statisticsPl, statisticsEn],
  ['commerceMessages', contractMessagesPl, contractMessagesEn],
];

describe('commerce texts', () => {
  it.each(NAMESPACES)(
    '%s: an English text for every Polish key, none empty',
    (_, polish, english) => {
      expect(Object.keys(english).sort()).toEqual(englishKeys(polish));
      for (const [key, text] of [...Object.entries(polish), ...Object.entries(english)])
        expect(String(text).trim(), key).not.toBe('');
    },
  );

  it("shows the product screens and the contracts' messages in English", () => {
    expect(localizeMessage(CONFIGURATION_MESSAGES.nip)).toBe(CONFIGURATION_MESSAGES.nip);
    expect(rangeProblem({ from: '2026-02-10', to: '2026-02-01', interval: 'day' })).toBe(
      STATISTICS_MESSAGES.order,
    );
    setLocale('en');
    expect(adminTexts.t('productsTitle')).toBe('Products');
    expect(localizeMessage(CONFIGURATION_MESSAGES.nip)).toBe('Invalid NIP (wrong checksum).');
    expect(localizeMessage('Inny komunikat')).toBe('Inny komunikat');
    expect(rangeProblem({ from: '2026-02-10', to: '2026-02-01', interval: 'day' })).toBe(
      'The start date cannot be later than the end date.',
    );
    const form = { ...emptyPointForm(), name: 'Punkt', postalCode: '123' };
    const errors = Object.values(validatePoint(form));
    expect(errors.length).toBeGreaterThan(0);
    const polish = new Set<string>(Object.values(POINT_OF_SALE_MESSAGES));
    for (const message of errors) expect(polish.has(message), message).toBe(false);
  });

  it('keeps Polish letters out of the code: texts live in the dictionaries', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(60);
    const offenders = files.filter((file) =>
      /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/.test(withoutComments(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
