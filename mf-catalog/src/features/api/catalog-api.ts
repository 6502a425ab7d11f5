/**
 * The storefront calls of the catalogue API (/api/services/app/Product/*, NotifyAvailability).
 * All go through the shared HTTP client (headers, timeout, error catalogue). `silent` calls
 * reject on any failure so the screen can show its own error state with a retry button.
 */
import { appUrl, get, post } from '@armatura/shared-libs/http';
import type {
  Brand,
  CategoryNode,
  Contract,
  ContractProduct,
  ListResult,
  ProductCard,
  ProductDetails,
  ProductDiscount,
  RecommendedCategory,
} from './types';

const silent = { silent: true } as const;

export const catalogApi = {
  getCategoryTree(level = 2): Promise<CategoryNode[]> {
    return get<CategoryNode[]>(appUrl('Product/GetCategoryTree'), { Level: level }, silent).then(
      asArray,
    );
  },
  getRecommendedCategoryTree(): Promise<RecommendedCategory[]> {
    return get<RecommendedCategory[]>(
      appUrl('Product/GetRecommendedCategoryTree'),
      undefined,
      silent,
    ).then(asArray);
  },
  getRecommendedArticles(maxResultCount = 10): Promise<ProductCard[]> {
    return get<ListResult<ProductCard>>(
      appUrl('Product/GetRecommendedArticles'),
      { maxResultCount },
      silent,
    ).then(items);
  },
  getRelatedArticles(productId: number, maxResultCount = 8): Promise<ProductCard[]> {
    return get<ListResult<ProductCard>>(
      appUrl('Product/GetRelatedArticles'),
      { productId, maxResultCount },
      silent,
    ).then(items);
  },
  getSimilarArticles(productId: number, maxResultCount = 8): Promise<ProductCard[]> {
    return get<ListResult<ProductCard>>(
      appUrl('Product/GetSimilarArticles'),
      { productId, maxResultCount },
      silent,
    ).then(items);
  },
  getBrands(): Promise<Brand[]> {
    return get<Brand[]>(appUrl('Product/GetBrands'), undefined, silent).then(asArray);
  },
  getProduct(id: number): Promise<ProductDetails> {
    return get<ProductDetails>(appUrl('Product/Get'), { Id: id }, silent);
  },
  getContracts(params: {
    filter?: string;
    skipCount: number;
    maxResultCount: number;
  }): Promise<ListResult<Contract>> {
    return get<ListResult<Contract>>(appUrl('Product/GetContracts'), params, silent);
  },
  getContractProducts(params: {
    contractId: number;
    filter?: string;
    skipCount: number;
    maxResultCount: number;
  }): Promise<ListResult<ContractProduct>> {
    return get<ListResult<ContractProduct>>(appUrl('Product/GetContractProducts'), params, silent);
  },
  discountsProduct(contractorId: number, products: ProductCard[]): Promise<ProductDiscount[]> {
    const body = {
      contractorId,
      products: products.map((p) => ({
        productId: p.id,
        promotionValueNetto: p.promotionValueNetto,
        promotionValueBrutto: p.promotionValueBrutto,
        rate: p.rate,
        promotionCurrency: p.promotionCurrency ?? p.currency,
      })),
    };
    return post<ProductDiscount[]>(appUrl('Product/DiscountsProduct'), body, silent).then(asArray);
  },
  createAvailabilityAlert(productId: number, email: string): Promise<{ id: number }> {
    return post<{ id: number }>(appUrl('NotifyAvailability/Create'), { productId, email }, silent);
  },
};

function asArray<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function items<T>(value: ListResult<T> | null | undefined): T[] {
  return asArray(value?.items);
}
