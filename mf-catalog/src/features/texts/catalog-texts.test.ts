import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '@armatura/shared-libs/i18n';
import { catalogTexts } from './catalog-texts';
import { en } from './en';
import { pl } from './pl';

afterEach(() => setLocale('pl'));

/** Texts that are the same in both languages because they are names, not words. */
const SAME_IN_BOTH = new Set(['ean']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogue texts', () => {
  it('has every Polish key in English and no English key without a Polish one', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
  });

  it('translates every text (only names stay the same) with the same placeholders', () => {
    for (const [key, polish] of Object.entries(pl)) {
      const english = en[key as keyof typeof pl];
      expect(english, key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(english, key).not.toBe(polish);
      expect(placeholders(english), key).toEqual(placeholders(polish));
    }
  });

  it('keeps the texts storefront.md quotes', () => {
    expect(pl.favouriteDuplicate).toBe("Produkt '{name}' został już dodany do listy ulubionych.");
    expect(pl.searchErrorTitle).toBe('Błąd podczas przetwarzania danych');
    expect(pl.searchErrorMessage).toBe('Prosimy spróbować za chwilę!');
  });

  it('counts products by the plural rules of each language', async () => {
    const counts = [1, 2, 5, 22];
    const read = () => counts.map((count) => catalogTexts.t('productsCount', { count }));
    setLocale('pl');
    expect(read()).toEqual(['1 produkt', '2 produkty', '5 produktów', '22 produkty']);
    expect(catalogTexts.t('productsCount', { count: 12 })).toBe('12 produktów');
    await loadLocale('en');
    expect(read()).toEqual(['1 product', '2 products', '5 products', '22 products']);
  });
});
