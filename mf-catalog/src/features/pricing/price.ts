/**
 * The price a visitor sees (storefront.md §5 "Pricing"). The server already sends what this
 * caller pays (priceNet/priceGross); a contractor's DiscountsProduct answer, when there is
 * one, replaces the promotion values per product. The regular price is shown struck through
 * when the paid price is lower (promotion shown as old/new price).
 */
import type { ProductCard, ProductDiscount } from '@armatura/shared-libs/contracts';

export interface DisplayPrice {
  net: number;
  gross: number;
  currency: string;
  /** Regular price, set only when the visitor pays less. */
  regularNet: number | null;
  regularGross: number | null;
  /** Percent saved on the gross price, rounded; 0 without a promotion. */
  savingPercent: number;
}

type Priced = Pick<
  ProductCard,
  | 'valueNetto'
  | 'valueBrutto'
  | 'promotionValueNetto'
  | 'promotionValueBrutto'
  | 'priceNet'
  | 'priceGross'
  | 'currency'
  | 'promotionCurrency'
>;

/**
 * The spec's rule, used when the server sent no caller price: B2B callers pay the promotion
 * values (their own prices, always filled by the server); others pay them only when the gross
 * promotion is above 0. A zero promotion never means "free": both fall back to the list price.
 */
export function payableFromValues(product: Priced, isB2B: boolean): { net: number; gross: number } {
  const promotion = { net: product.promotionValueNetto, gross: product.promotionValueBrutto };
  const list = { net: product.valueNetto, gross: product.valueBrutto };
  if (isB2B) return promotion.gross > 0 ? promotion : list;
  return product.promotionValueBrutto > 0 ? promotion : list;
}

export function displayPrice(
  product: Priced,
  discount: ProductDiscount | undefined,
  isB2B: boolean,
): DisplayPrice {
  let net = product.priceNet;
  let gross = product.priceGross;
  let currency = product.currency || 'PLN';
  if (discount && discount.promotionValueBrutto > 0) {
    net = discount.promotionValueNetto;
    gross = discount.promotionValueBrutto;
    currency = product.promotionCurrency || currency;
  } else if (!(gross > 0)) {
    ({ net, gross } = payableFromValues(product, isB2B));
  }
  const reduced = product.valueBrutto > 0 && gross < product.valueBrutto - 0.005;
  return {
    net,
    gross,
    currency,
    regularNet: reduced ? product.valueNetto : null,
    regularGross: reduced ? product.valueBrutto : null,
    savingPercent: reduced ? Math.round((1 - gross / product.valueBrutto) * 100) : 0,
  };
}
