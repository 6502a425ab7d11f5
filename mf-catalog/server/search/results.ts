// Product cards → search-ui result objects ({field: {raw, snippet?}}).
import { highlight } from '../lib/text.js';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import type { SearchHit } from './types.js';

const SNIPPET_FIELDS = ['name', 'code', 'ean', 'catalogNumber'] as const;

export function toResult(
  card: ProductCard,
  hit: SearchHit | undefined,
  terms: string[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card))
    result[key] = { raw: key === 'id' ? String(value) : value };
  for (const f of SNIPPET_FIELDS) {
    const text = card[f];
    if (!text) continue;
    const snippet = hit?.highlight?.[f] ?? highlight(text, terms);
    if (snippet) (result[f] as { snippet?: string }).snippet = snippet;
  }
  result._meta = { id: String(card.id), score: hit?.score ?? 0 };
  return result;
}
