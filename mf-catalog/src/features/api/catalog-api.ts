/**
 * The storefront calls of the catalogue API (/api/services/app/Product/*, NotifyAvailability).
 * Request and answer types are the API's contract (shared-libs/src/contracts/catalog-*.ts), the
 * schemas the server validates with. All go through the shared HTTP client (headers, timeout, error
 * catalogue). `silent` calls reject on any failure so the screen can show its own error state.
 */
import { appUrl, carriedAnswer, get, post, type QueryParams } from '@armatura/shared-libs/http';
import type {
  AlertCreate,
  AlertCreated,
  Brand,
  CategoryNode,
  ContractListQuery,
  ContractPage,
  ContractProductListQuery,
  ContractProductPage,
  DiscountRequest,
  OrderingRules,
  ProductCard,
  ProductDetails,
  ProductDiscount,
  RecommendedCategory,
} from '@armatura/shared-libs/contracts';

const silent = { silent: true } as const;

/**
 * The GETs a storefront page's HTML may carry the answers of (the routes' `data` in
 * ../../public/routes.ts lists the same URLs): each its path, parameters and how its answer is
 * read, so asking (`catalogApi`) and taking the carried answer (`.carried`, for the resources'
 * `carried` option) cannot drift apart.
 */
export const pageGets = {
  product: pageGet(
    'Product/Get',
    (id: number) => ({ Id: id }),
    (p: ProductDetails) => p,
  ),
  related: pageGet(
    'Product/GetRelatedArticles',
    (productId: number, maxResultCount = 8) => ({ productId, maxResultCount }),
    items<ProductCard>,
  ),
  similar: pageGet(
    'Product/GetSimilarArticles',
    (productId: number, maxResultCount = 8) => ({ productId, maxResultCount }),
    items<ProductCard>,
  ),
  recommendedArticles: pageGet(
    'Product/GetRecommendedArticles',
    (maxResultCount = 10) => ({ maxResultCount }),
    items<ProductCard>,
  ),
  recommendedCategories: pageGet(
    'Product/GetRecommendedCategoryTree',
    () => undefined,
    asArray<RecommendedCategory>,
  ),
  categoryTree: pageGet(
    'Product/GetCategoryTree',
    (level = 2) => ({ Level: level }),
    asArray<CategoryNode>,
  ),
};

function pageGet<A extends unknown[], Raw, Out>(
  path: string,
  params: (...args: A) => QueryParams | undefined,
  read: (raw: Raw) => Out,
) {
  return {
    ask: (...args: A): Promise<Out> => get<Raw>(appUrl(path), params(...args), silent).then(read),
    carried: (...args: A): Out | undefined => {
      const raw = carriedAnswer<Raw>(appUrl(path), params(...args));
      return raw === undefined ? undefined : read(raw);
    },
  };
}

export const catalogApi = {
  getCategoryTree: pageGets.categoryTree.ask,
  getRecommendedCategoryTree: pageGets.recommendedCategories.ask,
  getRecommendedArticles: pageGets.recommendedArticles.ask,
  getRelatedArticles: pageGets.related.ask,
  getSimilarArticles: pageGets.similar.ask,
  getBrands(): Promise<Brand[]> {
    return get<Brand[]>(appUrl('Product/GetBrands'), undefined, silent).then(asArray);
  },
  getProduct: pageGets.product.ask,
  getContracts(params: ContractListQuery): Promise<ContractPage> {
    return get<ContractPage>(appUrl('Product/GetContracts'), params, silent);
  },
  getContractProducts(params: ContractProductListQuery): Promise<ContractProductPage> {
    return get<ContractProductPage>(appUrl('Product/GetContractProducts'), params, silent);
  },
  discountsProduct(contractorId: number, products: ProductCard[]): Promise<ProductDiscount[]> {
    const body: DiscountRequest = {
      contractorId,
      products: products.map((p) => ({
        productId: p.id,
        promotionValueNetto: p.promotionValueNetto,
        promotionValueBrutto: p.promotionValueBrutto,
        rate: p.rate,
        promotionCurrency: p.promotionCurrency || p.currency,
      })),
    };
    return post<ProductDiscount[]>(appUrl('Product/DiscountsProduct'), body, silent).then(asArray);
  },
  createAvailabilityAlert(productId: number, email: string): Promise<AlertCreated> {
    const body: AlertCreate = { productId, email };
    return post<AlertCreated>(appUrl('NotifyAvailability/Create'), body, silent);
  },
  getOrderingRules(): Promise<OrderingRules> {
    return get<OrderingRules>(appUrl('Product/GetOrderingRules'), undefined, silent);
  },
};

function asArray<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function items<T>(value: { items: T[] } | null | undefined): T[] {
  return asArray(value?.items);
}
