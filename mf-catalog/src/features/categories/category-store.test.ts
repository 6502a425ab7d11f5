import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../api/types';
import { flattenTree, pathToSlug } from './category-store';

const node = (id: number, slug: string, children: CategoryNode[] = []): CategoryNode => ({
  id, slug, name: slug, parentId: null, level: 1, productCount: 0, children,
});

const tree = [node(1, 'lazienka', [node(2, 'baterie', [node(3, 'baterie-umywalkowe')])]), node(4, 'kuchnia')];

describe('category tree helpers', () => {
  it('finds the path from the root to a slug', () => {
    expect(pathToSlug(tree, 'baterie-umywalkowe').map((n) => n.id)).toEqual([1, 2, 3]);
    expect(pathToSlug(tree, 'nie-ma')).toEqual([]);
  });

  it('flattens depth first', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4]);
  });
});
