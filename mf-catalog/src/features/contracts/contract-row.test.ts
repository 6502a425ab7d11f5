import { describe, expect, it } from 'vitest';
import { contractRowView } from './contract-row';

const row = { contractPriceNet: 701, isAvailable: true };

describe('contractRowView (issue 14 #3)', () => {
  it('an expired contract offers nothing at its price, whatever the row says', () => {
    expect(contractRowView(row, { isValid: false }, 701)).toEqual({
      state: 'expired',
      canAdd: false,
    });
    // Not known yet (the page has not answered): nothing is offered either.
    expect(contractRowView(row, null, 701).canAdd).toBe(false);
  });

  it('a valid contract names its price only while it is the price charged', () => {
    expect(contractRowView(row, { isValid: true }, 701)).toEqual({
      state: 'contract',
      canAdd: true,
    });
    expect(contractRowView(row, { isValid: true }, 650.5)).toEqual({
      state: 'lower',
      canAdd: true,
    });
  });

  it('a product switched off in the contract cannot be added from it', () => {
    expect(contractRowView({ ...row, isAvailable: false }, { isValid: true }, 900)).toEqual({
      state: 'off',
      canAdd: false,
    });
  });
});
