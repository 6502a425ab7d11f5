import { describe, expect, it } from 'vitest';
import { validateDeliveryStep } from './validation';
import type { DeliveryOption } from '@armatura/shared-libs/contracts';

const courier = { id: 1, requiresAddress: true, requiresPointOfSale: false } as DeliveryOption;
const pickup = { id: 2, requiresAddress: false, requiresPointOfSale: true } as DeliveryOption;
const buyer = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@instalbud.pl',
  phone: '601 200 300',
  isCompany: false,
  companyName: '',
  nip: '',
};
const address = { street: 'ul. Długa 5', postalCode: '80-831', city: 'Gdańsk' };

describe('checkout form checks', () => {
  it('accepts a complete private order and asks for a delivery first', () => {
    expect(validateDeliveryStep(courier, { buyer, address, pointOfSaleId: null })).toEqual({});
    expect(
      Object.keys(validateDeliveryStep(undefined, { buyer, address, pointOfSaleId: null })),
    ).toEqual(['deliveryMethodId']);
  });
  it('checks the postal code, the NIP of a company and the pickup point', () => {
    const errors = validateDeliveryStep(courier, {
      buyer: { ...buyer, isCompany: true, companyName: 'Instal', nip: '526-000-12-47' },
      address: { ...address, postalCode: '80831' },
      pointOfSaleId: null,
    });
    expect(Object.keys(errors).sort()).toEqual(['address.postalCode', 'buyer.nip']);
    expect(
      validateDeliveryStep(pickup, {
        buyer,
        address: { street: '', postalCode: '', city: '' },
        pointOfSaleId: null,
      }),
    ).toEqual({ pointOfSaleId: 'To pole jest wymagane' });
  });
  it('checks the contract schema too: blank, too long and malformed fields each get one message', () => {
    const errors = validateDeliveryStep(courier, {
      buyer: { ...buyer, firstName: '  ', lastName: 'K'.repeat(101), email: 'jan@', phone: '' },
      address: { ...address, city: 'G'.repeat(101) },
      pointOfSaleId: null,
    });
    expect(errors).toEqual({
      'buyer.firstName': 'To pole jest wymagane',
      'buyer.lastName': 'Wpisz najwyżej 100 znaków.',
      'buyer.email': 'Podaj poprawny adres e-mail.',
      'buyer.phone': 'Podaj poprawny numer telefonu.',
      'address.city': 'Wpisz najwyżej 100 znaków.',
    });
  });
});
