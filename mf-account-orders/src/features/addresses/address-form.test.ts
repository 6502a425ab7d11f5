import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CreateAddressSchema } from '@armatura/shared-libs/contracts';
import {
  emptyAddressForm,
  toAddressInput,
  validateAddress,
  type AddressForm,
} from './address-form';

const valid: AddressForm = {
  ...emptyAddressForm(),
  firstName: 'Anna',
  lastName: 'Nowak',
  street: 'ul. Piękna 12/4',
  postalCode: '00-549',
  city: 'Warszawa',
};

describe('address form validated with the API contract', () => {
  it('accepts a private address and sends what the schema accepts', () => {
    expect(validateAddress(valid)).toEqual({});
    expect([...Value.Errors(CreateAddressSchema, toAddressInput(valid))]).toEqual([]);
  });

  it('names the blank required fields', () => {
    const errors = validateAddress(emptyAddressForm());
    expect(Object.keys(errors).sort()).toEqual(
      ['city', 'firstName', 'lastName', 'postalCode', 'street'].sort(),
    );
    expect(errors.firstName).toBe('To pole jest wymagane.');
  });

  it('refuses a postal code that is not NN-NNN', () => {
    expect(validateAddress({ ...valid, postalCode: '00549' }).postalCode).toBe(
      'Kod pocztowy musi mieć format NN-NNN.',
    );
  });

  it('asks a company for its name and a NIP that passes the checksum', () => {
    const company = { ...valid, isCompany: true };
    expect(validateAddress(company)).toMatchObject({
      companyName: 'Podaj nazwę firmy.',
      nip: 'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).',
    });
    expect(validateAddress({ ...company, companyName: 'Instalbud', nip: '5260250275' }).nip).toBe(
      'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).',
    );
    expect(validateAddress({ ...company, companyName: 'Instalbud', nip: '526-025-02-74' })).toEqual(
      {},
    );
  });

  it('drops company fields of a private address and checks optional contacts when given', () => {
    expect(toAddressInput({ ...valid, companyName: 'X', nip: '1' })).toMatchObject({
      companyName: null,
      nip: null,
    });
    expect(validateAddress({ ...valid, email: 'anna@' }).email).toBe(
      'Podaj poprawny adres e-mail.',
    );
    expect(validateAddress({ ...valid, phone: 'abc' }).phone).toBe(
      'Podaj poprawny numer telefonu.',
    );
  });
});
