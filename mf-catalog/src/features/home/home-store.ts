/**
 * The home page's data: the recommended views (Promocje, Wyprzedaż, Nowości, Polecane with
 * counts; the banners), the newest recommended products, and the shared category tree.
 */
import { catalogApi, pageGets } from '../api/catalog-api';
import type { ProductCard, RecommendedCategory } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';
import { CATEGORY_TREE_LEVELS, categoryTree, loadCategoryTree } from '../categories/category-store';
import { requestDiscounts } from '../pricing/discounts-store';

export const HOME_PRODUCTS = 8;

export const recommendedCategories = createResource<RecommendedCategory[], 'home'>(
  () => catalogApi.getRecommendedCategoryTree(),
  { carried: () => pageGets.recommendedCategories.carried() },
);
export const recommendedArticles = createResource<ProductCard[], number>(
  (count) => catalogApi.getRecommendedArticles(count),
  { carried: (count) => pageGets.recommendedArticles.carried(count) },
);

export const $recommendedCategories = recommendedCategories.$state;
export const $recommendedArticles = recommendedArticles.$state;

/**
 * The page's own answers (the HTML carries them on a visitor's first page), set before the
 * screen's first render, so it renders its sections once instead of spinners and then the whole
 * page again (see primeProductPage). The discounts still come from `loadHome`.
 */
export function primeHome(): void {
  recommendedCategories.prime('home');
  categoryTree.prime(CATEGORY_TREE_LEVELS);
  recommendedArticles.prime(HOME_PRODUCTS);
}

export async function loadHome(): Promise<void> {
  await Promise.all([
    recommendedCategories.load('home'),
    loadCategoryTree(),
    recommendedArticles
      .load(HOME_PRODUCTS)
      .then(() => requestDiscounts(recommendedArticles.$state.get().data ?? [])),
  ]);
}

/** Where a recommended view lives: the server's path, else the route of its type. */
const PATHS: Record<RecommendedCategory['type'], string> = {
  promotion: '/promocje',
  sale: '/wyprzedaz',
  new: '/nowosci',
  recommended: '/polecane',
};

export function bannerHref(category: RecommendedCategory): string {
  return category.path && category.path.startsWith('/') ? category.path : PATHS[category.type];
}
