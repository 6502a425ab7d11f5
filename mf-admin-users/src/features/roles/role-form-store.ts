/**
 * The add/edit role screen: the role (GetRole), the permission tree with what the editor may grant
 * (GetPermissions), validation with the contract (CreateRoleSchema / UpdateRoleSchema) and saving
 * (CreateRole / UpdateRole). Back to the role list after a save.
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import { CreateRoleSchema, type Role } from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import { notify } from '@armatura/shared-libs/ui';
import { rolesApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import type { FormStatus } from '../user-form/user-form-store';
import { buildTree, toggle, type PermissionNode } from './permission-tree';

export const ROLE_LIST_PATH = '/kokpit/konta/rola';

export interface RoleForm {
  name: string;
  displayName: string;
  isDefault: boolean;
  grantedPermissions: string[];
}
export type RoleErrors = Partial<Record<'name' | 'displayName', string>>;

const emptyRole = (): RoleForm => ({
  name: '',
  displayName: '',
  isDefault: false,
  grantedPermissions: [],
});
export const $roleForm = atom<RoleForm>(emptyRole());
export const $roleErrors = atom<RoleErrors>({});
export const $roleStatus = atom<FormStatus>({ phase: 'loading', error: null });
export const $editedRole = atom<Role | null>(null);
export const $permissionTree = atom<PermissionNode[]>([]);

export async function openRoleForm(id: number | null): Promise<void> {
  $roleStatus.set({ phase: 'loading', error: null });
  $roleErrors.set({});
  try {
    const [role, permissions] = await Promise.all([
      id === null ? Promise.resolve(null) : rolesApi.get(id),
      rolesApi.permissions(),
    ]);
    $editedRole.set(role);
    $permissionTree.set(buildTree(permissions.items));
    $roleForm.set(
      role
        ? {
            name: role.name,
            displayName: role.displayName,
            isDefault: role.isDefault,
            grantedPermissions: [...role.grantedPermissions],
          }
        : emptyRole(),
    );
    $roleStatus.set({ phase: 'ready', error: null });
  } catch (error) {
    $roleStatus.set({ phase: 'error', error: errorMessage(error) });
  }
}

export function setRoleField<K extends keyof RoleForm>(field: K, value: RoleForm[K]): void {
  $roleForm.set({ ...$roleForm.get(), [field]: value });
  if (field === 'name' || field === 'displayName') {
    const { [field]: _fixed, ...rest } = $roleErrors.get();
    $roleErrors.set(rest);
  }
}

export function togglePermission(node: PermissionNode, on: boolean): void {
  setRoleField('grantedPermissions', toggle($roleForm.get().grantedPermissions, node, on));
}

function validateRole(form: RoleForm): RoleErrors {
  const errors: RoleErrors = {};
  if ([...Value.Errors(CreateRoleSchema.properties.name, form.name.trim())].length > 0)
    errors.name = form.name.trim() ? usersTexts.t('vRoleName') : usersTexts.t('vRequired');
  if (
    [...Value.Errors(CreateRoleSchema.properties.displayName, form.displayName.trim())].length > 0
  )
    errors.displayName = form.displayName.trim()
      ? usersTexts.t('vMaxLength', { limit: 128 })
      : usersTexts.t('vRequired');
  return errors;
}

export async function saveRole(): Promise<boolean> {
  const form = $roleForm.get();
  const errors = validateRole(form);
  $roleErrors.set(errors);
  if (Object.keys(errors).length > 0) {
    notify({ type: 'error', title: usersTexts.t('vFix') });
    return false;
  }
  const body = { ...form, name: form.name.trim(), displayName: form.displayName.trim() };
  const edited = $editedRole.get();
  $roleStatus.set({ phase: 'saving', error: null });
  try {
    if (edited) await rolesApi.update({ ...body, id: edited.id });
    else await rolesApi.create(body);
    notify({ type: 'success', title: usersTexts.t('roleSaved') });
    $roleStatus.set({ phase: 'ready', error: null });
    navigate(ROLE_LIST_PATH);
    return true;
  } catch (error) {
    $roleStatus.set({ phase: 'ready', error: errorMessage(error) });
    return false;
  }
}
