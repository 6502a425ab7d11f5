// @vitest-environment happy-dom
// The user form's own permissions against the REAL API host, signed in as `konta` (StaffUsers): the
// tree marks what the roles give, ticking and unticking records grants and denials saved with the
// form (UpdateUser), a permission konta lacks cannot be ticked — and, forced into the form's body,
// the server refuses it (nobody grants what they do not hold) — and the reset returns to the roles'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, UserForEdit } from '@armatura/shared-libs/contracts';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import { $userFormStatus, $userOverrides, openUserForm, saveUser } from './user-form-store';
import {
  $inheritedPermissions,
  $permissionRows,
  loadPermissionTree,
  toggleUserPermission,
} from './user-permissions-store';
import { markOf } from './user-permissions';
import { resetUserPermissions } from './user-extras-store';

let host: TestApiHost;
let staff: StaffSession;
let buyer: AdminUser;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
  buyer = await staff.post<AdminUser>('User/CreateUser', {
    userName: 'jan.uprawnienia',
    name: 'Jan',
    surname: 'Uprawnienia',
    emailAddress: 'jan.uprawnienia@example.pl',
    type: 'B2C',
    roleNames: ['CustomerB2C'],
    password: 'haslo123',
  });
  window.history.replaceState(null, '', `/kokpit/konta/uzytkownik/edytuj/${buyer.id}`);
}, 180_000);
afterAll(() => host?.close());

const node = (name: string) =>
  $permissionRows.get().rows.find((row) => row.node.name === name)!.node;
const saved = () => staff.get<UserForEdit>('User/GetUser', { id: buyer.id });

describe('user permission overrides (real API)', () => {
  it('marks the roles’ permissions and saves a grant and a denial with the form', async () => {
    await openUserForm(buyer.id);
    await loadPermissionTree();
    expect($permissionRows.get().status).toBe('ready');
    const inherited = $inheritedPermissions.get();
    expect(markOf('Pages.Order', inherited, $userOverrides.get())).toBe('role');
    expect(markOf('Pages.UserManagement', inherited, $userOverrides.get())).toBe('none');

    toggleUserPermission(node('Pages.UserManagement'), true); // konta holds it: a grant
    toggleUserPermission(node('Pages.Document'), false); // from the role: a denial
    toggleUserPermission(node('Pages.Blog'), true); // konta lacks it: nothing happens
    expect($userOverrides.get()).toEqual({
      'Pages.UserManagement': true,
      'Pages.Document': false,
    });
    toggleUserPermission(node('Pages.Document'), true); // back to the role's: no override
    toggleUserPermission(node('Pages.Document'), false);
    expect(await saveUser()).toBe(true);

    const after = await saved();
    expect(after.permissions).toEqual([
      { name: 'Pages.Document', isGranted: false },
      { name: 'Pages.UserManagement', isGranted: true },
    ]);
    expect(after.grantedPermissionNames).toContain('Pages.UserManagement');
    expect(after.grantedPermissionNames).not.toContain('Pages.Document');
    expect($userOverrides.get()).toEqual({
      'Pages.Document': false,
      'Pages.UserManagement': true,
    });
  });

  it('the server refuses through the form a permission the editor lacks', async () => {
    await openUserForm(buyer.id);
    $userOverrides.set({ ...$userOverrides.get(), 'Pages.GlobalConfiguration': true });
    expect(await saveUser()).toBe(false);
    expect($userFormStatus.get()).toMatchObject({ phase: 'ready' });
    expect($userFormStatus.get().error).toMatch(/uprawnie/i);
    expect((await saved()).grantedPermissionNames).not.toContain('Pages.GlobalConfiguration');
  });

  it('resets to the roles’ permissions', async () => {
    await openUserForm(buyer.id);
    expect(await resetUserPermissions(buyer.id)).toBe(true);
    expect($userOverrides.get()).toEqual({});
    const after = await saved();
    expect(after.permissions).toEqual([]);
    expect(after.grantedPermissionNames).toContain('Pages.Document');
    expect(after.grantedPermissionNames).not.toContain('Pages.UserManagement');
  });
});
