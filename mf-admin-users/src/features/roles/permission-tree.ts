/**
 * The permission tree of the role editor, built from Role/GetPermissions' flat list (parent by
 * name, ABP's FlatPermissionWithLevelDto). Checking a permission checks what it contains that the
 * editor may grant; unchecking one unchecks its descendants (a child without its parent grants no
 * screen). A permission the editor does not hold can be neither added nor removed by them.
 */
import type { GrantablePermission } from '../api/users-api';

export interface PermissionNode extends GrantablePermission {
  children: PermissionNode[];
}

export function buildTree(flat: GrantablePermission[]): PermissionNode[] {
  const nodes = new Map(flat.map((p) => [p.name, { ...p, children: [] as PermissionNode[] }]));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentName ? nodes.get(node.parentName) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function descendants(node: PermissionNode): PermissionNode[] {
  return node.children.flatMap((child) => [child, ...descendants(child)]);
}

/** The granted set after the editor toggles `node` (only grantable names move). */
export function toggle(granted: readonly string[], node: PermissionNode, on: boolean): string[] {
  const set = new Set(granted);
  for (const p of [node, ...descendants(node)]) {
    if (!p.isGrantable) continue;
    if (on) set.add(p.name);
    else set.delete(p.name);
  }
  return [...set];
}

/** Flattened in display order with depth (the tree renders as an indented list). */
export function flatten(
  nodes: PermissionNode[],
  depth = 0,
): { node: PermissionNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}
