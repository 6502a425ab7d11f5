// @vitest-environment happy-dom
// The role editor's store against the REAL API host, signed in as `konta` (StaffUsers): the tree
// offers only what konta holds, a role with two permissions is saved and listed, and a permission
// konta lacks cannot be ticked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@armatura/shared-libs/contracts';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import { flatten } from './permission-tree';
import { $roleList, changeRoleQuery } from './role-list-store';
import {
  $permissionTree,
  $roleErrors,
  $roleForm,
  openRoleForm,
  saveRole,
  setRoleField,
  togglePermission,
} from './role-form-store';

let host: TestApiHost;
let staff: StaffSession;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
  window.history.replaceState(null, '', '/kokpit/konta/rola/dodaj');
});
afterAll(() => host?.close());

const node = (name: string) =>
  flatten($permissionTree.get()).find((entry) => entry.node.name === name)!.node;

describe('role form store (real API)', () => {
  it('marks grantable exactly what the editor holds', async () => {
    await openRoleForm(null);
    expect(node('Pages.UserManagement').isGrantable).toBe(true);
    expect(node('Pages.RoleManagement').isGrantable).toBe(true);
    expect(node('Pages.Blog').isGrantable).toBe(false);
    togglePermission(node('Pages.Blog'), true);
    expect($roleForm.get().grantedPermissions).toEqual([]);
  });

  it('validates with the contract, then saves a role with two permissions', async () => {
    setRoleField('name', '1zła nazwa');
    expect(await saveRole()).toBe(false);
    expect($roleErrors.get()).toMatchObject({
      name: expect.any(String),
      displayName: expect.any(String),
    });

    setRoleField('name', 'ObslugaKont');
    setRoleField('displayName', 'Obsługa kont (test)');
    togglePermission(node('Pages.UserManagement'), true);
    togglePermission(node('Pages.RoleManagement'), true);
    expect(await saveRole()).toBe(true);
    expect(window.location.pathname).toBe('/kokpit/konta/rola');

    await changeRoleQuery({ filter: 'ObslugaKont' });
    const [role] = $roleList.get().items;
    expect(role).toMatchObject({ name: 'ObslugaKont', isStatic: false });
    const saved = await staff.get<Role>('Role/GetRole', { id: role!.id });
    expect([...saved.grantedPermissions].sort()).toEqual([
      'Pages.RoleManagement',
      'Pages.UserManagement',
    ]);
  });
});
