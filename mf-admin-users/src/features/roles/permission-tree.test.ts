// The role editor's tree: built from the flat list by parent name; ticking a node ticks the
// grantable part of its subtree; what the editor does not hold never moves.
import { describe, expect, it } from 'vitest';
import type { GrantablePermission } from '../api/users-api';
import { buildTree, flatten, toggle } from './permission-tree';

const p = (name: string, parentName: string | null, isGrantable = true): GrantablePermission => ({
  name,
  displayName: name,
  parentName,
  level: parentName ? 1 : 0,
  isGrantable,
});
const flat = [
  p('Pages.Order', null),
  p('Pages.Order.Manage', 'Pages.Order'),
  p('Pages.Order.Export', 'Pages.Order', false),
  p('Pages.Blog', null),
];

describe('permission tree', () => {
  it('nests children under their parent, in order', () => {
    const tree = buildTree(flat);
    expect(tree.map((n) => n.name)).toEqual(['Pages.Order', 'Pages.Blog']);
    expect(flatten(tree).map(({ node, depth }) => `${depth}:${node.name}`)).toEqual([
      '0:Pages.Order',
      '1:Pages.Order.Manage',
      '1:Pages.Order.Export',
      '0:Pages.Blog',
    ]);
  });

  it('toggles the grantable subtree only', () => {
    const [order] = buildTree(flat);
    expect(toggle(['Pages.Blog'], order!, true).sort()).toEqual([
      'Pages.Blog',
      'Pages.Order',
      'Pages.Order.Manage',
    ]);
    // A granted permission the editor lacks stays granted when they clear the parent.
    expect(toggle(['Pages.Order', 'Pages.Order.Export'], order!, false)).toEqual([
      'Pages.Order.Export',
    ]);
  });
});
