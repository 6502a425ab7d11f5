// The permission tree of GetAllPermissions: every permission the platform's modules define
// (PermissionRegistry), flat in depth-first order, each under the longest other permission its
// name starts with ("Pages.Order.Manage" under "Pages.Order"); names without one are roots.
import type { FlatPermission } from '@armatura/shared-libs/contracts';

export function permissionTree(defs: { name: string; displayName: string }[]): FlatPermission[] {
  const names = new Set(defs.map((d) => d.name));
  const parentOf = (name: string): string | null => {
    const parts = name.split('.');
    for (let i = parts.length - 1; i > 0; i--) {
      const prefix = parts.slice(0, i).join('.');
      if (names.has(prefix)) return prefix;
    }
    return null;
  };
  const sorted = [...defs].sort((a, b) => a.name.localeCompare(b.name));
  const children = new Map<string | null, typeof sorted>();
  for (const d of sorted) {
    const p = parentOf(d.name);
    children.set(p, [...(children.get(p) ?? []), d]);
  }
  const out: FlatPermission[] = [];
  const walk = (parent: string | null, level: number) => {
    for (const d of children.get(parent) ?? []) {
      out.push({ name: d.name, displayName: d.displayName, parentName: parent, level });
      walk(d.name, level + 1);
    }
  };
  walk(null, 0);
  return out;
}
