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
    const form = { ...emptyForm('ERP-1'), code: ' K-1 ', name: 'Bateria', categoryIds: '3, 4', weight: 1.5, attributes: [{ attrName: 'Kolor', attrValue: 'chrom' }] };
    expect(validate(form)).toEqual({});
    expect(toInput(form)).toMatchObject({ erpId: 'ERP-1', code: 'K-1', ean: null, categoryIds: [3, 4], weight: 1.5, height: null, attributes: [{ attrId: null, attrName: 'Kolor', attrValue: 'chrom' }] });
  });

  it('parses id lists', () => {
    expect(parseIds('')).toEqual([]);
    expect(parseIds('1,2 3')).toEqual([1, 2, 3]);
    expect(parseIds('0')).toBeNull();
  });
});
