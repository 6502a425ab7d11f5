// Picks the search engine per platform: Elasticsearch when configured, else PostgreSQL. Kept per
// ModuleContext (not global) so several platforms in one process (tests) never share one.
import type { ModuleContext } from '@armatura/shared-libs/server';
import { createEsClient, esConfigFrom } from './es/config.js';
import { ElasticsearchEngine } from './es/engine.js';
import { PostgresSearchEngine } from './pg/engine.js';
import { SearchService } from './service.js';

export interface CatalogSearch {
  service: SearchService;
  es: ElasticsearchEngine | null;
}
const byContext = new WeakMap<ModuleContext, CatalogSearch>();

export function catalogSearch(ctx: ModuleContext): CatalogSearch {
  let s = byContext.get(ctx);
  if (!s) {
    const config = esConfigFrom(ctx.config.env);
    const es = config ? new ElasticsearchEngine(createEsClient(config), config, ctx.db) : null;
    s = { es, service: new SearchService(ctx, es ?? new PostgresSearchEngine(ctx.db)) };
    byContext.set(ctx, s);
  }
  return s;
}
