/**
 * The product page's data: the product (Product/Get), related and similar products. Each is
 * its own resource so a slow "similar" list never holds back the product itself.
 */
import { catalogApi, pageGets } from '../api/catalog-api';
import type { ProductCard, ProductDetails } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';
import { requestDiscounts } from '../pricing/discounts-store';
import { pl as polishTexts } from '../texts/pl';

export const productDetails = createResource<ProductDetails, number>(
  (id) => catalogApi.getProduct(id),
  { carried: (id) => pageGets.product.carried(id) },
);
export const relatedProducts = createResource<ProductCard[], number>(
  (id) => catalogApi.getRelatedArticles(id),
  { carried: (id) => pageGets.related.carried(id) },
);
export const similarProducts = createResource<ProductCard[], number>(
  (id) => catalogApi.getSimilarArticles(id),
  { carried: (id) => pageGets.similar.carried(id) },
);

export const $product = productDetails.$state;
export const $related = relatedProducts.$state;
export const $similar = similarProducts.$state;

/** '12' → 12; anything but digits → null (routes.tsv: productId is digits only). */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The page's own answers (the HTML carries them for a visitor's first page), set before the
 * screen's first render: the product is shown by that render instead of a spinner and then a
 * second render of the whole page in one long task. The discounts still come from `load`.
 */
export function primeProductPage(id: number): void {
  productDetails.prime(id);
  relatedProducts.prime(id);
  similarProducts.prime(id);
}

export async function loadProductPage(id: number): Promise<void> {
  const product = productDetails.load(id).then(() => {
    const data = productDetails.$state.get().data;
    if (data) void requestDiscounts([data]);
  });
  const related = relatedProducts
    .load(id)
    .then(() => requestDiscounts(relatedProducts.$state.get().data ?? []));
  const similar = similarProducts
    .load(id)
    .then(() => requestDiscounts(similarProducts.$state.get().data ?? []));
  await Promise.all([product, related, similar]);
}

// The meta description's rule is shared with the host's server-written <head> (issue 16).
export { shortDescription } from '@armatura/shared-libs/format';

/** Photos in their order; the card's image when the product has no gallery. */
export function galleryOf(product: ProductDetails): { url: string; alt: string }[] {
  const images = [...(product.images ?? [])].sort((a, b) => a.sort - b.sort);
  if (images.length > 0)
    return images.map((image) => ({ url: image.url, alt: image.alt || product.name }));
  return product.imageUrl ? [{ url: product.imageUrl, alt: product.name }] : [];
}

/** The technical table: dimensions (when known) followed by the attributes. */
export function specificationRows(
  product: ProductDetails,
  labels: Record<'weight' | 'height' | 'width' | 'length', string>,
): { name: string; value: string }[] {
  const rows: { name: string; value: string }[] = [];
  // An attribute repeating a dimension already listed (e.g. 'Wysokość') is not shown twice.
  // Attribute names are data, in Polish: compare with the Polish name too, whatever the UI speaks.
  const shown = new Set<string>();
  const dimension = (key: 'weight' | 'height' | 'width' | 'length', unit: string) => {
    const value = product[key];
    if (value === null || value === undefined || value <= 0) return;
    rows.push({ name: labels[key], value: `${String(value).replace('.', ',')} ${unit}` });
    shown.add(labels[key].toLowerCase()).add(polishTexts[key].toLowerCase());
  };
  dimension('weight', 'kg');
  dimension('height', 'cm');
  dimension('width', 'cm');
  dimension('length', 'cm');
  for (const attribute of product.attributes ?? []) {
    if (!attribute.attrName || !attribute.attrValue || shown.has(attribute.attrName.toLowerCase()))
      continue;
    rows.push({ name: attribute.attrName, value: attribute.attrValue });
  }
  return rows;
}
