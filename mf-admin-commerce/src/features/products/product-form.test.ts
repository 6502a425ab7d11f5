import { describe, expect, it } from 'vitest';
import { emptyForm, parseIds, toInput, validate } from './product-form';

describe('product form', () => {
  it('requires code and name and explains bad values in Polish', () => {
    const errors = validate({ ...emptyForm(), ean: '12ab', currency: 'zł', categoryIds: '1, x' });
    expect(errors.code).toBe('To pole jest wymagane.');
    expect(errors.name).toBe('To pole jest wymagane.');
    expect(errors.ean).toBe('EAN musi składać się z 8–14 cyfr.');
    expect(errors.currency).toBe('Waluta to 3-literowy kod, np. PLN.');
    expect(errors.categoryIds).toBe('Podaj liczby całkowite oddzielone przecinkami.');
  });

  it('accepts a complete form and builds the API body', () => {
    const form = {
      ...emptyForm('ERP-1'),
      code: ' K-1 ',
      name: 'Bateria',
      categoryIds: '3, 4',
      weight: 1.5,
      attributes: [{ attrName: 'Kolor', attrValue: 'chrom' }],
    };
    expect(validate(form)).toEqual({});
    expect(toInput(form)).toMatchObject({
      erpId: 'ERP-1',
      code: 'K-1',
      ean: null,
      categoryIds: [3, 4],
      weight: 1.5,
      height: null,
      attributes: [{ attrId: null, attrName: 'Kolor', attrValue: 'chrom' }],
    });
  });

  it('checks every field with the contract schema, not only the first errors', () => {
    const form = {
      ...emptyForm(),
      code: 'K'.repeat(51),
      name: 'N'.repeat(301),
      ean: 'x',
      rate: 101,
      currency: '1',
      promotionCurrency: 'PL',
      qtyAvailable: -1,
      unit: 'u'.repeat(11),
      description: 'd'.repeat(20_001),
      width: -1,
      categoryIds: '0',
      relatedIds: '1,2',
      similarIds: Array.from({ length: 51 }, (_, i) => i + 1).join(','),
    };
    expect(validate(form, 7)).toEqual({
      code: 'Kod może mieć najwyżej 50 znaków.',
      name: 'Nazwa musi mieć od 2 do 300 znaków.',
      ean: 'EAN musi składać się z 8–14 cyfr.',
      rate: 'Stawka VAT musi mieścić się w przedziale 0–100.',
      currency: 'Waluta to 3-literowy kod, np. PLN.',
      promotionCurrency: 'Waluta to 3-literowy kod, np. PLN.',
      qtyAvailable: 'Podaj liczbę z dozwolonego zakresu.',
      unit: 'Najwyżej 10 znaków.',
      description: 'Najwyżej 20000 znaków.',
      width: 'Podaj liczbę z dozwolonego zakresu.',
      categoryIds: 'Podaj liczby całkowite oddzielone przecinkami.',
      similarIds: 'Najwyżej 50 pozycji.',
    });
  });

  it('parses id lists', () => {
    expect(parseIds('')).toEqual([]);
    expect(parseIds('1,2 3')).toEqual([1, 2, 3]);
    expect(parseIds('0')).toBeNull();
  });
});
