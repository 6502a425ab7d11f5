import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $textsVersion,
  KOKPIT_ROUTE_LABELS,
  normalizeLocale,
  pluralCategory,
  pl,
  registerTexts,
  localizeText,
  messageLocalizer,
  prefixed,
  registeredTexts,
  loadLocale,
  setLocale,
  t,
  translate,
} from './index';
import { en } from './en';

afterEach(() => setLocale('pl'));

describe('dictionaries', () => {
  it('has every Polish key in English, with no empty text', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const [key, text] of [...Object.entries(pl), ...Object.entries(en)])
      expect(text, key).not.toBe('');
  });

  it('keeps the texts the spec quotes', () => {
    expect(pl['notFound.title']).toBe('This page could not be found');
    expect(pl['errorPage.home']).toBe('Go back to home');
    expect(pl['errorPage.failed']).toBe('An error occurred while showing the error page');
    expect(pl['remote.failed']).toBe('Nie udało się wczytać tej części sklepu.');
    expect(pl['guard.noPermissionMessage']).toBe(
      'Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
    );
    expect(pl['guard.notSignedInMessage']).toBe(
      'Brak odpowiednich uprawnień do strony! Proszę się zalogować!',
    );
  });

  it('names every /kokpit route of routes.tsv', () => {
    // The spec's route table, copied into the repository (the shell's route test keeps it equal).
    const tsv = fileURLToPath(new URL('../../../docs/spec/routes.tsv', import.meta.url));
    const paths = readFileSync(tsv, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '')
      .filter((p) => p.startsWith('/kokpit'));
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(KOKPIT_ROUTE_LABELS[path], path).toBeDefined();
    for (const key of Object.values(KOKPIT_ROUTE_LABELS)) expect(pl[key]).toBeTruthy();
    for (const path of Object.keys(KOKPIT_ROUTE_LABELS)) expect(paths).toContain(path);
  });
});

describe('lookup', () => {
  it('follows the locale, interpolates, falls back to Polish and then to the key', async () => {
    expect(t('header.cart')).toBe('Koszyk');
    await loadLocale('en-US');
    expect(t('header.cart')).toBe('Cart');
    expect(t('pagination.summary', { from: 1, to: 10, total: 95 })).toBe('1–10 of 95');
    expect(t('header.impersonating')).toBe('Acting as {name}');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(normalizeLocale('EN-gb')).toBe('en');
    expect(normalizeLocale('de')).toBe('pl');
    expect(normalizeLocale(undefined)).toBe('pl');
  });

  it('registers team namespaces, replacing on re-registration', async () => {
    const texts = registerTexts('catalog', {
      pl: {
        addToFavorites: 'Dodaj do ulubionych',
        duplicate: "Produkt '{name}' został już dodany do listy ulubionych.",
      },
      en: { addToFavorites: 'Add to favourites' },
    });
    expect(texts.t('duplicate', { name: 'Kran' })).toBe(
      "Produkt 'Kran' został już dodany do listy ulubionych.",
    );
    await loadLocale('en');
    expect(texts.t('addToFavorites')).toBe('Add to favourites');
    expect(texts.t('duplicate', { name: 'Kran' })).toContain("Produkt 'Kran'"); // no English: Polish
    expect(t(texts.key('addToFavorites'))).toBe('Add to favourites');
    registerTexts('catalog', { pl: { other: 'Inny' } });
    expect(translate('pl', 'catalog.addToFavorites')).toBe('catalog.addToFavorites');
    expect(() => registerTexts('bad namespace', { pl: {} })).toThrow();
  });
  // A first registration changes no text on screen (a team's components import their texts);
  // re-rendering everything that shows a text there made each remote's start a long task.
  it('re-renders what shows texts when a namespace comes again, not when it first comes', () => {
    const before = $textsVersion.get();
    registerTexts('firstComer', { pl: { hello: 'Dzień dobry' } });
    expect($textsVersion.get()).toBe(before);
    expect(t('firstComer.hello')).toBe('Dzień dobry');
    registerTexts('firstComer', { pl: { hello: 'Witaj' } });
    expect($textsVersion.get()).toBe(before + 1);
    expect(t('firstComer.hello')).toBe('Witaj');
  });

  it('lists the registered texts of a locale, a team namespace missing its English', () => {
    registerTexts('listed', { pl: { cart: 'Koszyk', pay: 'Zapłać' }, en: { cart: 'Cart' } });
    const [polish, english] = [registeredTexts('pl'), registeredTexts('en')];
    expect(polish.get('listed.pay')).toBe('Zapłać');
    expect(english.get('listed.cart')).toBe('Cart');
    expect(english.has('listed.pay')).toBe(false);
    expect(polish.get('common.save')).toBe(pl['common.save']);
  });
  it("shows a server's Polish message in English when it is a registered text word for word", async () => {
    registerTexts('server-words', {
      pl: { gone: 'Produkt zniknął.', polishOnly: 'Tylko po polsku.' },
      en: { gone: 'The product is gone.' },
    });
    const signIn = pl['guard.notSignedInMessage'];
    expect(localizeText(signIn)).toBe(signIn); // Polish UI: as it came
    await loadLocale('en');
    expect(localizeText(signIn)).toBe(en['guard.notSignedInMessage']);
    expect(localizeText('Produkt zniknął.')).toBe('The product is gone.');
    expect(localizeText('Tylko po polsku.')).toBe('Tylko po polsku.'); // no English: as it came
    expect(localizeText('Coś innego.')).toBe('Coś innego.');
  });
  it("shows a namespace's contract messages in English, values carried over", async () => {
    const polish = {
      ...prefixed('org.', { nip: 'Podaj poprawny NIP.' }),
      taken: 'Adres „{slug}” jest zajęty przez stronę sklepu.',
    };
    const texts = registerTexts('contract-words', {
      pl: polish,
      en: { 'org.nip': 'Enter a valid NIP.', taken: 'The address “{slug}” is taken.' },
    });
    const localize = messageLocalizer(texts, polish);
    expect(localize('Podaj poprawny NIP.')).toBe('Podaj poprawny NIP.');
    await loadLocale('en');
    expect(localize('Podaj poprawny NIP.')).toBe('Enter a valid NIP.');
    expect(localize('Adres „o-nas” jest zajęty przez stronę sklepu.')).toBe(
      'The address “o-nas” is taken.',
    );
    expect(localize('Nieznany komunikat.')).toBe('Nieznany komunikat.');
    expect(localize(null)).toBeNull();
  });
  it('picks plural forms by Intl.PluralRules when a numeric count is given', async () => {
    const texts = registerTexts('plural', {
      pl: {
        products: '{count} produktów',
        products_one: '{count} produkt',
        products_few: '{count} produkty',
      },
      en: { products: '{count} products', products_one: '{count} product' },
    });
    setLocale('pl');
    const pl = [1, 2, 5, 12, 22, 0].map((count) => texts.t('products', { count }));
    expect(pl).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktów',
      '12 produktów',
      '22 produkty',
      '0 produktów',
    ]);
    await loadLocale('en');
    expect([1, 2, 22].map((count) => texts.t('products', { count }))).toEqual([
      '1 product',
      '2 products',
      '22 products',
    ]);
    expect(pluralCategory('pl', 3)).toBe('few');
  });
});
