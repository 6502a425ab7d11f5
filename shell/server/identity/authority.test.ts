import { describe, expect, it } from 'vitest';
import { assertMayGrant, permissionsNotHeld } from './authority.js';

describe('nobody grants what they do not hold', () => {
  const konta = new Set([
    'Pages.UserManagement',
    'Pages.RoleManagement',
    'Pages.Administration.Users.Impersonation',
  ]);

  it('allows a subset, including the empty one', () => {
    expect(() => assertMayGrant(konta, ['Pages.UserManagement'])).not.toThrow();
    expect(() => assertMayGrant(konta, [])).not.toThrow();
    expect(() => assertMayGrant(konta, konta)).not.toThrow();
  });

  it('refuses with a 403 naming every permission the granter lacks', () => {
    expect(
      permissionsNotHeld(konta, [
        'Pages.Order',
        'Pages.UserManagement',
        'Pages.Blog',
        'Pages.Order',
      ]),
    ).toEqual(['Pages.Blog', 'Pages.Order']);
    expect(() => assertMayGrant(konta, ['Pages.Order'])).toThrowError(
      expect.objectContaining({ status: 403, details: 'Brakujące uprawnienia: Pages.Order' }),
    );
  });
});
