/**
 * search-ui results ({field: {raw, snippet}}) → our product shape, and the name highlight.
 * The snippet's <em> marks are turned into parts rendered as text: no HTML from the server
 * ever reaches innerHTML.
 */
import type { SearchResult } from '@elastic/search-ui';
import type { ProductCard } from '@armatura/shared-libs/contracts';

/** A search hit: the card plus the highlighted name (server snippet with <em> marks). */
export type ProductHit = ProductCard & { nameSnippet: string | null };

function raw(result: SearchResult, field: string): unknown {
  const entry: unknown = result[field];
  if (entry && typeof entry === 'object' && 'raw' in entry) return (entry as { raw: unknown }).raw;
  return entry;
}

function text(result: SearchResult, field: string): string | null {
  const value = raw(result, field);
  return value === null || value === undefined || value === '' ? null : String(value);
}

function num(result: SearchResult, field: string): number {
  const value = Number(raw(result, field));
  return Number.isFinite(value) ? value : 0;
}

function snippet(result: SearchResult, field: string): string | null {
  const entry: unknown = result[field];
  if (entry && typeof entry === 'object' && 'snippet' in entry) {
    const value = (entry as { snippet: unknown }).snippet;
    return typeof value === 'string' && value ? value : null;
  }
  return null;
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
}

export function hitFromResult(result: SearchResult): ProductHit {
  const id = num(result, 'id') || Number((result._meta as { id?: string } | undefined)?.id ?? 0);
  return {
    id,
    name: text(result, 'name') ?? '',
    nameSnippet: snippet(result, 'name'),
    slug: text(result, 'slug') ?? '',
    code: text(result, 'code') ?? '',
    ean: text(result, 'ean'),
    catalogNumber: text(result, 'catalogNumber'),
    brandId: num(result, 'brandId') || null,
    brandName: text(result, 'brandName'),
    brandSlug: text(result, 'brandSlug'),
    unit: text(result, 'unit') ?? 'szt',
    rate: num(result, 'rate'),
    currency: text(result, 'currency') ?? 'PLN',
    promotionCurrency: text(result, 'promotionCurrency') ?? text(result, 'currency') ?? 'PLN',
    qtyAvailable: num(result, 'qtyAvailable'),
    imageUrl: text(result, 'imageUrl'),
    valueNetto: num(result, 'valueNetto'),
    valueBrutto: num(result, 'valueBrutto'),
    promotionValueNetto: num(result, 'promotionValueNetto'),
    promotionValueBrutto: num(result, 'promotionValueBrutto'),
    priceNet: num(result, 'priceNet'),
    priceGross: num(result, 'priceGross'),
    isPromotion: raw(result, 'isPromotion') === true,
    // Hits are active products (the server never returns others); older answers may lack the field.
    isActive: raw(result, 'isActive') !== false,
    modificationTime: text(result, 'modificationTime') ?? '',
    categoryIds: ids(raw(result, 'categoryIds')),
  };
}

export interface HighlightPart {
  text: string;
  hit: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** 'a <em>b</em> c' → [{a, false}, {b, true}, {c, false}]; other tags are dropped. */
export function highlightParts(snippetText: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let hit = false;
  for (const token of snippetText.split(/(<\/?em>)/i)) {
    if (/^<em>$/i.test(token)) hit = true;
    else if (/^<\/em>$/i.test(token)) hit = false;
    else if (token) {
      const value = decodeEntities(token.replace(/<[^>]*>/g, ''));
      if (value) parts.push({ text: value, hit });
    }
  }
  return parts;
}
