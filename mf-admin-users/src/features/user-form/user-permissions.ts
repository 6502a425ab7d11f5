/**
 * Per-user permission overrides on top of the roles (UpdateUser's `permissions`): a permission is
 * held when an override says so, else when one of the user's roles grants it. Ticking a permission
 * the roles do not give records a grant; unticking one they give records a denial; putting a
 * permission back to what the roles say removes its override, so only real exceptions are saved.
 * Only permissions the editor holds may be changed (the server refuses the rest anyway).
 */
import type { Role, UserPermission } from '@armatura/shared-libs/contracts';

/** Permission name → granted (true) or denied (false) for this user alone. */
export type Overrides = Readonly<Record<string, boolean>>;

/** What the chosen roles grant together. */
export function inheritedPermissions(roles: readonly Role[], roleNames: readonly string[]) {
  return new Set(
    roles.filter((r) => roleNames.includes(r.name)).flatMap((r) => r.grantedPermissions),
  );
}

export const isHeld = (name: string, inherited: ReadonlySet<string>, overrides: Overrides) =>
  overrides[name] ?? inherited.has(name);

/** The overrides after the editor ticks (`on`) or unticks one permission. */
export function setPermission(
  overrides: Overrides,
  name: string,
  on: boolean,
  inherited: ReadonlySet<string>,
): Overrides {
  const { [name]: _old, ...rest } = overrides;
  return on === inherited.has(name) ? rest : { ...rest, [name]: on };
}

export const overridesOf = (list: readonly UserPermission[]): Overrides =>
  Object.fromEntries(list.map((p) => [p.name, p.isGranted]));

export const overrideList = (overrides: Overrides): UserPermission[] =>
  Object.entries(overrides)
    .map(([name, isGranted]) => ({ name, isGranted }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** How a row is marked: from a role, granted or denied for this user, or not held. */
export type PermissionMark = 'role' | 'granted' | 'denied' | 'none';
export function markOf(
  name: string,
  inherited: ReadonlySet<string>,
  overrides: Overrides,
): PermissionMark {
  const override = overrides[name];
  if (override === true) return 'granted';
  if (override === false) return 'denied';
  return inherited.has(name) ? 'role' : 'none';
}
