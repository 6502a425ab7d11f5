// The catalog domain's API module (owner: mf-catalog). See README.md beside this file for the API.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { permissionDefs } from './permissions.js';
import { seed } from './seed/index.js';
import { searchRoutes } from './search/routes.js';
import { SearchService } from './search/service.js';
import { PostgresSearchEngine } from './search/pg/engine.js';

let service: SearchService | null = null;

export default defineModule({
  name: 'catalog',
  schema: 'catalog',
  migrations,
  permissions: permissionDefs,
  seed,
  async routes(app, ctx) {
    service = new SearchService(ctx, new PostgresSearchEngine(ctx.db));
    await searchRoutes(app, () => service!);
  },
});
