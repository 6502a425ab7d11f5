/**
 * The user form's permission panel: the permission tree (Role/GetPermissions, with what the editor
 * may grant), the permissions the form's roles give, and the user's own overrides, which the form
 * saves with UpdateUser (`permissions`). Resetting to the roles' is ResetUserSpecificPermissions.
 */
import { atom, computed } from 'nanostores';
import { rolesApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { buildTree, flatten, type PermissionNode } from '../roles/permission-tree';
import { $roleChoices, $userForm, $userOverrides } from './user-form-store';
import { inheritedPermissions, setPermission } from './user-permissions';

export interface PermissionRows {
  status: 'loading' | 'ready' | 'error';
  rows: { node: PermissionNode; depth: number }[];
  error: string | null;
}
export const $permissionRows = atom<PermissionRows>({ status: 'loading', rows: [], error: null });

/** What the roles ticked in the form (saved or not yet) give the user. */
export const $inheritedPermissions = computed([$roleChoices, $userForm], (roles, form) =>
  inheritedPermissions(roles, form.roleNames),
);

export async function loadPermissionTree(): Promise<void> {
  $permissionRows.set({ status: 'loading', rows: [], error: null });
  try {
    const { items } = await rolesApi.permissions();
    $permissionRows.set({ status: 'ready', rows: flatten(buildTree(items)), error: null });
  } catch (error) {
    $permissionRows.set({ status: 'error', rows: [], error: errorMessage(error) });
  }
}

/** Ticks or unticks one permission for this user; one the editor does not hold stays as it is. */
export function toggleUserPermission(node: PermissionNode, on: boolean): void {
  if (!node.isGrantable) return;
  $userOverrides.set(
    setPermission($userOverrides.get(), node.name, on, $inheritedPermissions.get()),
  );
}
