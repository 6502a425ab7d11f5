// The checkout's texts follow the language (issue 14.6): English for every Polish key, the
// spec's Polish texts exact, Polish plural forms chosen by Intl.PluralRules.
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '@armatura/shared-libs/i18n';
import { T } from '../texts';
import { en } from './en';
import { pl } from './pl';

afterEach(() => setLocale('pl'));

describe('checkout texts', () => {
  it('have an English text for every Polish key, and no empty one', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const text of [...Object.values(pl), ...Object.values(en)])
      expect(text.trim()).not.toBe('');
  });

  it('keep the spec texts in Polish and switch to English', async () => {
    expect(T.addToCart).toBe('Dodaj do koszyka');
    expect(T.placeOrder).toBe('Zamawiam z obowiązkiem zapłaty');
    expect(T.step('dostawa')).toBe('Dostawa i adres');
    await loadLocale('en');
    expect(T.addToCart).toBe('Add to cart');
    expect(T.added('Bateria')).toBe('Added to cart: Bateria');
    expect(T.step('dostawa')).toBe('Delivery and address');
  });

  it('choose Polish plural forms', async () => {
    expect([1, 2, 5, 22, 12].map((n) => T.imported(n))).toEqual([
      'Dodano 1 pozycję',
      'Dodano 2 pozycje',
      'Dodano 5 pozycji',
      'Dodano 22 pozycje',
      'Dodano 12 pozycji',
    ]);
    await loadLocale('en');
    expect(T.imported(1)).toBe('Added 1 line');
  });
});
