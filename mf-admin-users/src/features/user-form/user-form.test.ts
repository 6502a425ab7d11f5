// The user form's model: validation with the contract's schemas gives one Polish message per field,
// and the body sends what the API expects (no group without a company, contractor as a number).
import { describe, expect, it } from 'vitest';
import { emptyUserForm, userBody, validateUser } from './user-form';

describe('user form model', () => {
  it('names every field the API would refuse, in Polish', () => {
    const form = {
      ...emptyUserForm(),
      userName: 'a b',
      emailAddress: 'nie-email',
      contractorId: '12x',
      password: '123',
    };
    expect(validateUser(form, null)).toEqual({
      userName: 'Login: 2–64 znaki, litery, cyfry oraz . @ + - _',
      name: 'To pole jest wymagane.',
      surname: 'To pole jest wymagane.',
      emailAddress: 'Podaj poprawny adres e-mail.',
      contractorId: 'Nieprawidłowa wartość.',
      password: 'Hasło musi mieć od 6 do 128 znaków.',
    });
  });

  it('builds the body: trimmed, a group only within a company, the contractor as a number', () => {
    const form = {
      ...emptyUserForm(),
      userName: ' kupiec ',
      name: 'Jan',
      surname: 'Nowak',
      emailAddress: 'jan@example.pl',
      organizationGroupId: 7,
      contractorId: '1003',
    };
    expect(validateUser(form, 5)).toEqual({});
    expect(userBody(form)).toMatchObject({
      userName: 'kupiec',
      organizationUnitId: null,
      organizationGroupId: null,
      contractorId: 1003,
      phone: null,
    });
    expect(userBody(form)).not.toHaveProperty('password');
  });
});
