// schema.org structured data of the served pages: Product + Offer and the breadcrumbs of a product;
// the breadcrumbs and an ItemList of the listed products of a category. Prices are the guest's
// (what the page shows anybody), availability follows the stock and the backorder switch.
import type {
  CategoryPageContent,
  PageLink,
  ProductPageContent,
} from '@armatura/shared-libs/contracts';
import { SEARCH } from '@armatura/shared-libs/constants';

const SCHEMA = 'https://schema.org';
/** A valid EAN-13 is 13 digits; anything else (EAN-8, a typo) is not claimed as gtin13. */
const GTIN13 = /^\d{13}$/;

type Absolute = (path: string) => string;

const money = (value: number) => value.toFixed(2);

export function breadcrumbList(links: PageLink[], absolute: Absolute) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: links.map((l, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: l.name,
      item: absolute(l.path),
    })),
  };
}

export function productJsonLd(p: ProductPageContent, absolute: Absolute) {
  const availability =
    p.qtyAvailable > 0 ? 'InStock' : p.allowBackorders ? 'BackOrder' : 'OutOfStock';
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: p.name,
    sku: p.code,
    ...(p.catalogNumber ? { mpn: p.catalogNumber } : {}),
    ...(p.ean && GTIN13.test(p.ean) ? { gtin13: p.ean } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand.name } } : {}),
    ...(p.images.length ? { image: p.images.map(absolute) } : {}),
    ...(p.description.trim() ? { description: p.description } : {}),
    url: absolute(p.path),
    offers: {
      '@type': 'Offer',
      url: absolute(p.path),
      price: money(p.priceGross),
      priceCurrency: p.currency,
      availability: `${SCHEMA}/${availability}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  };
}

export function itemList(c: CategoryPageContent, absolute: Absolute) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name: c.name,
    numberOfItems: c.totalResults,
    itemListElement: c.products.map((p, i) => ({
      '@type': 'ListItem',
      // Positions continue across pages, as the listing numbers them.
      position: (c.page - 1) * SEARCH.shopResultsPerPage + i + 1,
      url: absolute(p.path),
      name: p.name,
    })),
  };
}
