// The Elasticsearch 8 engine: same SearchRequest/SearchOutcome as the PostgreSQL one, plus index
// maintenance (create with mapping, bulk load from the database, per-product sync, delete).
import type { Client } from '@elastic/elasticsearch';
import { norm } from '../../lib/text.js';
import type { SearchEngine, SearchOutcome, SearchRequest } from '../types.js';
import { indexName, type EsConfig } from './config.js';
import { INDEX_MAPPINGS, INDEX_SETTINGS } from './mapping.js';
import { buildSearchBody } from './query.js';
import { parseSearchAnswer } from './parse.js';
import { loadDocuments } from './documents.js';
import type { CatalogDb } from '../../db/tables.js';

export class ElasticsearchEngine implements SearchEngine {
  readonly kind = 'elasticsearch' as const;
  constructor(
    private readonly client: Client,
    private readonly config: EsConfig,
    private readonly db: CatalogDb,
  ) {}

  index(tenantId: number) {
    return indexName(this.config, tenantId);
  }

  async search(r: SearchRequest): Promise<SearchOutcome> {
    const body = await this.client.search({ index: this.index(r.tenantId), ...buildSearchBody(r) });
    return parseSearchAnswer(r, body as never);
  }

  async suggest(tenantId: number, prefix: string, size: number): Promise<string[]> {
    if (!prefix) return [];
    const body = await this.client.search<{ name?: string }>({
      index: this.index(tenantId),
      size: 30,
      _source: ['name'],
      query: {
        bool: {
          must: [
            {
              multi_match: {
                query: prefix,
                type: 'bool_prefix',
                fields: ['name.sayt', 'name.sayt._2gram', 'name.sayt._3gram'],
              },
            },
          ],
          filter: [{ term: { isActive: true } }, { term: { isArchived: false } }],
        },
      },
    });
    const counts = new Map<string, number>();
    for (const h of body.hits.hits)
      for (const w of norm(String(h._source?.name ?? '')).split(/[^a-z]+/))
        if (w.length >= 3 && w.startsWith(prefix)) counts.set(w, (counts.get(w) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, size)
      .map(([w]) => w);
  }

  async deleteIndex(tenantId: number): Promise<void> {
    await this.client.indices.delete({ index: this.index(tenantId) }, { ignore: [404] });
  }

  async createIndex(tenantId: number): Promise<void> {
    const exists = await this.client.indices.exists({ index: this.index(tenantId) });
    if (!exists)
      await this.client.indices.create({
        index: this.index(tenantId),
        settings: INDEX_SETTINGS,
        mappings: INDEX_MAPPINGS,
      });
  }

  /** Bulk-loads every product of the tenant (batches of 1,000 by id); returns how many were indexed. */
  async indexAll(tenantId: number): Promise<number> {
    await this.createIndex(tenantId);
    let after = 0;
    let count = 0;
    for (;;) {
      const docs = await loadDocuments(this.db, tenantId, after, 1000);
      if (docs.length === 0) break;
      const operations = docs.flatMap((d) => [
        { index: { _index: this.index(tenantId), _id: String(d.id) } },
        d,
      ]);
      const res = await this.client.bulk({ operations, refresh: false });
      if (res.errors)
        throw new Error(
          `Elasticsearch bulk failed: ${JSON.stringify(res.items.find((i) => i.index?.error)?.index?.error)}`,
        );
      count += docs.length;
      after = Number(docs[docs.length - 1]!.id);
    }
    await this.client.indices.refresh({ index: this.index(tenantId) });
    return count;
  }

  /** Brings one product's document in line with the database (deleted product → document removed). */
  async syncProduct(tenantId: number, productId: number, refresh = false): Promise<void> {
    const [doc] = await loadDocuments(this.db, tenantId, 0, 1, [productId]);
    if (!doc)
      await this.client.delete(
        { index: this.index(tenantId), id: String(productId), refresh },
        { ignore: [404] },
      );
    else
      await this.client.index({
        index: this.index(tenantId),
        id: String(productId),
        document: doc,
        refresh,
      });
  }
}
