// Search index maintenance (Pages.ProductConfiguration): SyncElestic (reindex every product),
// SeedElasticSearch (drop, create with the mapping, load), DeleteIndexElasticSearch.
import type { FastifyInstance } from 'fastify';
import { Type, envelope, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';
import { NO_CONFIG } from './es/config.js';
import { catalogSearch } from './engines.js';

const P = '/api/services/app/Product';
const Answer = envelope(Type.Object({ engine: Type.String(), indexed: Type.Integer() }));

export async function maintenanceRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const config = { permission: PERMISSIONS.productConfiguration };
  const es = () => {
    const engine = catalogSearch(ctx).es;
    if (!engine) throw userError(NO_CONFIG);
    return engine;
  };
  app.post(`${P}/SyncElestic`, { config, schema: { response: { 200: Answer } } }, async (req) => ({
    engine: 'elasticsearch',
    indexed: await es().indexAll(req.auth.tenantId),
  }));
  app.post(
    `${P}/SeedElasticSearch`,
    { config, schema: { response: { 200: Answer } } },
    async (req) => {
      const engine = es();
      await engine.deleteIndex(req.auth.tenantId);
      return { engine: 'elasticsearch', indexed: await engine.indexAll(req.auth.tenantId) };
    },
  );
  app.post(
    `${P}/DeleteIndexElasticSearch`,
    { config, schema: { response: { 200: Answer } } },
    async (req) => {
      await es().deleteIndex(req.auth.tenantId);
      return { engine: 'elasticsearch', indexed: 0 };
    },
  );
}
