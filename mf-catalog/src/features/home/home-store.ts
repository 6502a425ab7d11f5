/**
 * The home page's data: the recommended views (Promocje, Wyprzedaż, Nowości, Polecane with
 * counts; the banners), the newest recommended products, and the shared category tree.
 */
import { catalogApi } from '../api/catalog-api';
import type { ProductCard, RecommendedCategory } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';
import { loadCategoryTree } from '../categories/category-store';
import { requestDiscounts } from '../pricing/discounts-store';

export const HOME_PRODUCTS = 8;

export const recommendedCategories = createResource<RecommendedCategory[], 'home'>(() =>
  catalogApi.getRecommendedCategoryTree(),
);
export const recommendedArticles = createResource<ProductCard[], number>((count) =>
  catalogApi.getRecommendedArticles(count),
);

export const $recommendedCategories = recommendedCategories.$state;
export const $recommendedArticles = recommendedArticles.$state;

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
