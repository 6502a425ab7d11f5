// Per-user overrides: only real exceptions to the roles are kept; marks say where a permission
// comes from.
import { describe, expect, it } from 'vitest';
import type { Role } from '@armatura/shared-libs/contracts';
import {
  inheritedPermissions,
  isHeld,
  markOf,
  overrideList,
  setPermission,
} from './user-permissions';

const role = (name: string, grantedPermissions: string[]): Role => ({
  id: name.length,
  name,
  displayName: name,
  isStatic: false,
  isDefault: false,
  grantedPermissions,
  userCount: 0,
});

describe('user permission overrides', () => {
  const inherited = inheritedPermissions(
    [role('A', ['Pages.Order']), role('B', ['Pages.Blog'])],
    ['A'],
  );

  it('takes the permissions of the chosen roles only', () => {
    expect([...inherited]).toEqual(['Pages.Order']);
  });

  it('records a grant, a denial, and drops an override equal to the roles', () => {
    let o = setPermission({}, 'Pages.Blog', true, inherited);
    o = setPermission(o, 'Pages.Order', false, inherited);
    expect(o).toEqual({ 'Pages.Blog': true, 'Pages.Order': false });
    expect(isHeld('Pages.Order', inherited, o)).toBe(false);
    expect(markOf('Pages.Blog', inherited, o)).toBe('granted');
    expect(markOf('Pages.Order', inherited, o)).toBe('denied');
    o = setPermission(o, 'Pages.Order', true, inherited);
    expect(o).toEqual({ 'Pages.Blog': true });
    expect(markOf('Pages.Order', inherited, o)).toBe('role');
    expect(overrideList(o)).toEqual([{ name: 'Pages.Blog', isGranted: true }]);
  });
});
