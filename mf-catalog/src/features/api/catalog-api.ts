/**
 * The storefront calls of the catalogue API (/api/services/app/Product/*, NotifyAvailability).
 * Request and answer types are the API's contract (shared-libs/src/contracts/catalog-*.ts), the
 * schemas the server validates with. All go through the shared HTTP client (headers, timeout, error
 * catalogue). `silent` calls reject on any failure so the screen can show its own error state.
 */
import { appUrl, get, post } from '@armatura/shared-libs/http';
import type {
  AlertCreate,
  AlertCreated,
  Brand,
  CardList,
  CardPage,
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
    return get<CardPage>(appUrl('Product/GetRecommendedArticles'), { maxResultCount }, silent).then(
      items,
    );
  },
  getRelatedArticles(productId: number, maxResultCount = 8): Promise<ProductCard[]> {
    return get<CardList>(
      appUrl('Product/GetRelatedArticles'),
      { productId, maxResultCount },
      silent,
    ).then(items);
  },
  getSimilarArticles(productId: number, maxResultCount = 8): Promise<ProductCard[]> {
    return get<CardList>(
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
