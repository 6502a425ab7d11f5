// Spec §5 pricing as a pure function, the one place a price is decided: listing, product page,
// contracts, the cart and order placement (CatalogModuleApi.priceProducts) all come through here.
// Public price: the promotion when its gross is above 0, else the list price. A B2B contractor is
// offered the LOWEST price they are entitled to: the public price (promotions included), their
// valid contract price, and the list price minus their most specific discount (product > category
// > brand). A contract price is a ceiling the shop promised, not a floor: a public promotion below
// it is still the buyer's (issue 14 #9).
import { round2 } from '../lib/text.js';

export interface PriceBase {
  id: number;
  vatRate: number;
  priceNet: number;
  priceGross: number;
  promoNet: number;
  promoGross: number;
  brandId: number | null;
  categoryIds: number[];
}
export interface Discount {
  scope: 'brand' | 'category' | 'product';
  scopeId: number;
  percent: number;
}
export interface ContractorTerms {
  contractPrices: Map<number, number>;
  discounts: Discount[];
}
export interface CallerKind {
  isB2B: boolean;
  contractorId: number | null;
}

export interface CallerPrice {
  valueNetto: number;
  valueBrutto: number;
  promotionValueNetto: number;
  promotionValueBrutto: number;
  priceNet: number;
  priceGross: number;
  isPromotion: boolean;
}

const gross = (net: number, rate: number) => round2(net * (1 + rate / 100));

export function discountFor(p: PriceBase, discounts: Discount[]): number {
  const pick = (scope: Discount['scope'], match: (id: number) => boolean) =>
    discounts
      .filter((d) => d.scope === scope && match(d.scopeId))
      .reduce((m, d) => Math.max(m, d.percent), 0);
  return (
    pick('product', (id) => id === p.id) ||
    pick('category', (id) => p.categoryIds.includes(id)) ||
    (p.brandId !== null ? pick('brand', (id) => id === p.brandId) : 0)
  );
}

export function priceFor(
  p: PriceBase,
  caller: CallerKind,
  terms: ContractorTerms | null,
): CallerPrice {
  const hasPromo = p.promoGross > 0;
  let net = hasPromo ? p.promoNet : p.priceNet;
  let grs = hasPromo ? p.promoGross : p.priceGross;
  if (caller.isB2B && terms) {
    const contract = terms.contractPrices.get(p.id);
    const pct = discountFor(p, terms.discounts);
    const offers = [
      contract !== undefined ? round2(contract) : null,
      pct > 0 ? round2(p.priceNet * (1 - pct / 100)) : null,
    ];
    for (const offer of offers) {
      if (offer !== null && offer < net) {
        net = offer;
        grs = gross(offer, p.vatRate);
      }
    }
  }
  const isPromotion = grs < p.priceGross;
  const b2bPrice = caller.isB2B;
  return {
    valueNetto: round2(p.priceNet),
    valueBrutto: round2(p.priceGross),
    promotionValueNetto: b2bPrice ? net : hasPromo ? round2(p.promoNet) : 0,
    promotionValueBrutto: b2bPrice ? grs : hasPromo ? round2(p.promoGross) : 0,
    priceNet: round2(net),
    priceGross: round2(grs),
    isPromotion,
  };
}
