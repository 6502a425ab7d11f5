import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('follows same-origin paths', () => {
    expect(safeReturnUrl('?returnUrl=%2Fkokpit%2Fpulpit')).toBe('/kokpit/pulpit');
    expect(safeReturnUrl('?returnUrl=/oferta?q=kran')).toBe('/oferta?q=kran');
  });
  it('refuses other origins and loops', () => {
    expect(safeReturnUrl('?returnUrl=https://evil.example')).toBe('/');
    expect(safeReturnUrl('?returnUrl=//evil.example')).toBe('/');
    expect(safeReturnUrl('?returnUrl=/user/login')).toBe('/');
    expect(safeReturnUrl('')).toBe('/');
  });
});
