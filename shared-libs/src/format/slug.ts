/**
 * The one slug function of the shop, browser and server alike: product paths (/oferta/<slug>-<id>)
 * and the brand/category/product-card slugs the catalogue stores in its database. These are the
 * rules the stored slugs were made with, so they must not change: a changed rule would give a
 * stored row a slug no new row can match. Pure and dependency-free, safe in Node.
 */

// Letters that have no combining form, so NFD alone would drop or keep them ('ł' is the Polish one).
const SPECIAL: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** Stored slugs are capped (catalog.*.slug columns, product cards). */
export const SLUG_MAX_LENGTH = 80;

function foldChar(ch: string): string {
  return SPECIAL[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** 'Villeroy & Boch Łódź' → 'villeroy-i-boch-lodz'; ASCII letters, digits and '-', at most 80 characters. */
export function slugify(text: string | null | undefined): string {
  return Array.from(text ?? '', foldChar)
    .join('')
    .replace(/&/g, ' i ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH);
}

/**
 * '/oferta/bateria-umywalkowa-12345'; just '/oferta/12345' when the name gives no slug.
 * The shell's route matcher accepts any slug before '-<id>', so old links keep working.
 */
export function productPath(name: string | null | undefined, productId: number | string): string {
  const slug = slugify(name).replace(/-+$/, '');
  return slug ? `/oferta/${slug}-${productId}` : `/oferta/${productId}`;
}

/** Category listings live under /oferta/kategoria/<slug>: one segment after /oferta is a product. */
export const CATEGORY_SEGMENT = 'kategoria';

/** '/oferta/kategoria/<slug>': a category's listing (browser links, sitemap, canonical URL). */
export function categoryPath(slug: string): string {
  return `/oferta/${CATEGORY_SEGMENT}/${encodeURIComponent(slug)}`;
}

/** '/marki/<slug>': a brand's listing. */
export function brandPath(slug: string): string {
  return `/marki/${encodeURIComponent(slug)}`;
}
