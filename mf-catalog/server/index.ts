// The catalog domain's API module (owner: mf-catalog). See README.md beside this file for the API.
import { defineModule } from '@armatura/shared-libs/server';
import { PRODUCT_CHANGED, type ProductChanged } from '@armatura/shared-libs/contracts';
import { migrations } from './migrations/index.js';
import { permissionDefs } from './permissions.js';
import { seed } from './seed/index.js';
import { catalogApi } from './api.js';
import { catalogSearch } from './search/engines.js';
import { searchRoutes } from './search/routes.js';
import { maintenanceRoutes } from './search/maintenance-routes.js';
import { storefrontRoutes } from './products/storefront-routes.js';
import { adminRoutes } from './products/admin-routes.js';
import { contractRoutes } from './contracts/routes.js';
import { imageRoutes } from './images/routes.js';
import { ioRoutes } from './io/routes.js';
import { notifyRoutes } from './notify/routes.js';
import { availabilityRoutes } from './availability/routes.js';

export default defineModule({
  name: 'catalog',
  schema: 'catalog',
  migrations,
  permissions: permissionDefs,
  seed,
  provides: catalogApi,
  subscribe(ctx) {
    // Keeps the Elasticsearch index in step with the database (no-op on the PostgreSQL engine).
    ctx.events.subscribe<ProductChanged>('catalog.search-index', PRODUCT_CHANGED, async (e) => {
      await catalogSearch(ctx).es?.syncProduct(e.payload.tenantId, e.payload.productId);
    });
  },
  async routes(app, ctx) {
    await searchRoutes(app, () => catalogSearch(ctx).service);
    await storefrontRoutes(app, ctx);
    await contractRoutes(app, ctx);
    await adminRoutes(app, ctx);
    await imageRoutes(app, ctx);
    await ioRoutes(app, ctx);
    await notifyRoutes(app, ctx);
    await availabilityRoutes(app, ctx);
    await maintenanceRoutes(app, ctx);
  },
  async onReady(ctx) {
    const es = catalogSearch(ctx).es;
    if (!es) return;
    try {
      // First start against an empty index: load the catalogue once (later changes come by events).
      await es.createIndex(1);
      const empty =
        (
          await es.search({
            tenantId: 1,
            terms: [],
            filters: [],
            sort: [],
            page: 1,
            size: 1,
            facets: [],
            disjunctive: [],
            weights: { name: 1, ean: 1, code: 1, catalogNumber: 1, attrName: 1, attrValue: 1 },
          })
        ).total === 0;
      if (empty)
        ctx.log.info({ indexed: await es.indexAll(1) }, 'catalog: Elasticsearch index loaded');
    } catch (err) {
      ctx.log.error(
        { err },
        'catalog: Elasticsearch is configured but not reachable; search will fail until it is',
      );
    }
  },
});
