/**
 * $categoryTree: the category tree (Product/GetCategoryTree, three levels), loaded once per
 * page and shared by the home tiles, the /oferta navigation and the category facet names.
 */
import { computed } from 'nanostores';
import { catalogApi, pageGets } from '../api/catalog-api';
import type { CategoryNode } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';

export const CATEGORY_TREE_LEVELS = 3;

export const categoryTree = createResource<CategoryNode[], number>(
  (level) => catalogApi.getCategoryTree(level),
  { carried: (level) => pageGets.categoryTree.carried(level) },
);
export const $categoryTree = categoryTree.$state;

export function loadCategoryTree(): Promise<void> {
  return categoryTree.load(CATEGORY_TREE_LEVELS);
}

/** Depth-first list of every node. */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}

/** The nodes from the root down to the category with `slug` (empty when unknown). */
export function pathToSlug(nodes: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const node of nodes) {
    if (node.slug === slug) return [node];
    const below = pathToSlug(node.children ?? [], slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** id → name, for the category facet (the search answers with ids). */
export const $categoryNames = computed($categoryTree, (state) => {
  const names = new Map<number, string>();
  for (const node of flattenTree(state.data ?? [])) names.set(node.id, node.name);
  return names;
});

/**
 * Categories worth a tile: the top level, or — when it has only a few broad roots (Łazienka,
 * Kuchnia…) — their sub-categories, which say more about the offer.
 */
export function featuredCategories(roots: readonly CategoryNode[], minimum = 4): CategoryNode[] {
  if (roots.length >= minimum) return [...roots];
  return roots.flatMap((root) => ((root.children ?? []).length > 0 ? root.children : [root]));
}
