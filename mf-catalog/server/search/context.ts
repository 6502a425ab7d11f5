// Listing contexts (the routes /oferta/<category>, /marki/<brand>, /promocje, /wyprzedaz, /nowosci,
// /polecane) turned into server-side filters and a default sort.
import { notFound } from '@armatura/shared-libs/server';
import type { SearchContext } from '@armatura/shared-libs/contracts';
import type { SearchFilter, SearchRequest } from './types.js';
import type { CatalogDb } from '../db/tables.js';

const FLAG_OF = {
  promotion: 'isPromotion',
  sale: 'isSale',
  new: 'isNew',
  recommended: 'isRecommended',
} as const;

export async function contextFilters(
  db: CatalogDb,
  tenantId: number,
  context: SearchContext | undefined,
): Promise<{ filters: SearchFilter[]; sort: SearchRequest['sort'] }> {
  if (!context || context.type === 'all') return { filters: [], sort: [] };
  if (context.type === 'category') {
    let q = db.selectFrom('catalog.categories').select('id').where('tenant_id', '=', tenantId);
    q = context.id ? q.where('id', '=', context.id) : q.where('slug', '=', context.slug ?? '');
    const row = await q.executeTakeFirst();
    if (!row) throw notFound('Nie znaleziono kategorii.');
    return {
      filters: [{ kind: 'value', field: 'categoryIds', type: 'all', values: [row.id] }],
      sort: [],
    };
  }
  if (context.type === 'brand') {
    let q = db.selectFrom('catalog.brands').select('id').where('tenant_id', '=', tenantId);
    q = context.id ? q.where('id', '=', context.id) : q.where('slug', '=', context.slug ?? '');
    const row = await q.executeTakeFirst();
    if (!row) throw notFound('Nie znaleziono marki.');
    return {
      filters: [{ kind: 'value', field: 'brandId', type: 'all', values: [row.id] }],
      sort: [],
    };
  }
  const flag: SearchFilter = {
    kind: 'value',
    field: FLAG_OF[context.type],
    type: 'all',
    values: [true],
  };
  // Spec §7: recommended offers are sorted by modificationTime descending.
  return {
    filters: [flag],
    sort:
      context.type === 'recommended' || context.type === 'new'
        ? [{ field: 'modificationTime', direction: 'desc' }]
        : [],
  };
}
