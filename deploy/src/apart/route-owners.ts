// Which module answers which route, read from the modules themselves: each module's `routes` is run
// against a scratch Fastify (no database behind it, never started) and every route it registers is
// recorded with the module's name. The host forwards by this table, so a route a module adds is
// forwarded without a list to keep up to date.
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Kysely, PostgresDialect } from 'kysely';
import {
  EventBus,
  ModuleRegistry,
  PermissionRegistry,
  TokenService,
  type Db,
  type DomainModule,
  type ModuleContext,
} from '@armatura/shared-libs/server';

export interface OwnedRoute {
  method: string;
  url: string;
  module: string;
}

/** A database that refuses every query: registering routes must not need one. */
function noDatabase(): Db {
  return new Kysely({
    dialect: new PostgresDialect({
      pool: async () => {
        throw new Error('route-owners: a module queried the database while registering routes');
      },
    }),
  }) as Db;
}

export async function routeOwners(modules: readonly DomainModule[]): Promise<OwnedRoute[]> {
  const owned: OwnedRoute[] = [];
  const quiet = { info() {}, warn() {}, error() {} };
  for (const m of modules) {
    const app = Fastify({ logger: false });
    // The plugins the platform registers before the modules, which some routes rely on.
    await app.register(multipart);
    await app.register(rateLimit, { global: false });
    const db = noDatabase();
    const ctx: ModuleContext = {
      db,
      dbKind: 'postgres',
      events: new EventBus(db, quiet),
      modules: new ModuleRegistry(),
      permissions: new PermissionRegistry(),
      tokens: new TokenService('route-owners'),
      mail: null,
      config: { publicUrl: 'http://localhost', dataDir: '/nonexistent', env: {} },
      log: quiet,
      setPermissionResolver: () => undefined,
    };
    ctx.permissions.define(modules.flatMap((x) => x.permissions ?? []));
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') owned.push({ method, url: route.url, module: m.name });
    });
    await app.register(async (scope) => m.routes(scope, ctx));
    await app.close();
    await db.destroy();
  }
  return owned;
}
