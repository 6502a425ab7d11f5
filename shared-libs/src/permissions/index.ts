/**
 * `@armatura/shared-libs/permissions`: a permission counts as granted only if it is in both
 * auth.allPermissions and auth.grantedPermissions (storefront.md §6).
 */
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { $config, type AbpUserConfiguration } from '@armatura/shared-libs/session';

export function isGranted(
  name: string,
  config: AbpUserConfiguration | null = $config.get(),
): boolean {
  if (!name || !config?.auth) return false;
  const { allPermissions, grantedPermissions } = config.auth;
  return Boolean(allPermissions?.[name] && grantedPermissions?.[name]);
}

/** Granted when `name` is empty (a route with no permission) or granted. */
export function isGrantedOrNone(
  name: string | null | undefined,
  config?: AbpUserConfiguration | null,
): boolean {
  return !name || isGranted(name, config === undefined ? $config.get() : config);
}

/** The effectively granted permission names; changes only when the configuration does. */
export const $permissions = computed($config, (config): ReadonlySet<string> => {
  const granted = new Set<string>();
  if (!config?.auth) return granted;
  for (const name of Object.keys(config.auth.grantedPermissions ?? {})) {
    if (isGranted(name, config)) granted.add(name);
  }
  return granted;
});

export function useIsGranted(name: string): boolean {
  return useStore($permissions).has(name);
}

export function usePermissions(): ReadonlySet<string> {
  return useStore($permissions);
}
