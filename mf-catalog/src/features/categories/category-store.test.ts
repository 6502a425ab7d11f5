import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@armatura/shared-libs/contracts';
import { featuredCategories, flattenTree, pathToSlug } from './category-store';

const node = (id: number, slug: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug,
  name: slug,
  parentId: null,
  level: 1,
  productCount: 0,
  children,
});

const tree = [
  node(1, 'lazienka', [node(2, 'baterie', [node(3, 'baterie-umywalkowe')])]),
  node(4, 'kuchnia'),
];

describe('category tree helpers', () => {
  it('finds the path from the root to a slug', () => {
    expect(pathToSlug(tree, 'baterie-umywalkowe').map((n) => n.id)).toEqual([1, 2, 3]);
    expect(pathToSlug(tree, 'nie-ma')).toEqual([]);
  });

  it('flattens depth first', () => {
    expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('featured categories', () => {
  it('uses the sub-categories when there are only a few roots', () => {
    expect(featuredCategories(tree).map((n) => n.id)).toEqual([2, 4]);
    const many = [node(1, 'a'), node(2, 'b'), node(3, 'c'), node(4, 'd')];
    expect(featuredCategories(many).map((n) => n.id)).toEqual([1, 2, 3, 4]);
  });
});
