/** $brands: the brands with product counts (Product/GetBrands), loaded once per page. */
import { catalogApi } from '../api/catalog-api';
import type { Brand } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';

export const brands = createResource<Brand[], 'all'>(() => catalogApi.getBrands());
export const $brands = brands.$state;

export function loadBrands(): Promise<void> {
  return brands.load('all');
}

export function brandBySlug(list: readonly Brand[] | null, slug: string | null): Brand | null {
  if (!list || !slug) return null;
  return list.find((brand) => brand.slug === slug) ?? null;
}
