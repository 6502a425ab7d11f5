// Builds the platform from a list of domain modules: database, migrations, seeds, event bus,
// Fastify with the envelope, auth, OpenAPI (/swagger) and every module's routes. The deploy host and
// the API tests both call this, so tests run the same stack users get.
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, migrateSchema, type DatabaseHandle } from './db/index.js';
import { EventBus, createRabbitRelay, platformMigrations } from './events/index.js';
import {
  PermissionRegistry,
  TokenService,
  registerAuth,
  type PermissionResolver,
} from './auth/index.js';
import { frameworkErrors, registerEnvelope } from './http/envelope.js';
import { clientErrorHandler } from './http/client-errors.js';
import { inputRulesAjvPlugin, registerInputRules } from './http/input-rules.js';
import { createMailTransport } from './mail/index.js';
import { registerHealth } from './health.js';
import { connectRemoteModules } from './remote/connect.js';
import { withMigrationLock } from './db/migration-lock.js';
import {
  ModuleRegistry,
  type DomainModule,
  type ModuleContext,
  type SeedOptions,
} from './module.js';

export interface PlatformOptions {
  modules: DomainModule[];
  databaseUrl?: string;
  /** PGlite directory; absent = in-memory. */
  pgliteDir?: string;
  /** PGlite: start from this image of a prepared database (tests; see openDatabase). */
  pgliteImage?: Blob;
  dataDir: string;
  publicUrl: string;
  seed: SeedOptions['size'] | false;
  logger?: FastifyServerOptions['logger'];
  env?: Record<string, string | undefined>;
  /** Answers unknown non-API paths (the host's single-page fallback). */
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * Registers more plugins (static files) and host routes before the modules. `ctx` lets a host
   * route call module APIs at request time (the sitemap reads the catalogue through its API).
   */
  beforeModules?: (app: FastifyInstance, ctx: ModuleContext) => Promise<void>;
  /** Start the outbox dispatcher's timer (tests drain by hand). */
  startDispatcher?: boolean;
}

/** One API route as registered: what the authorization matrix and the fuzz suite walk over. */
export interface RouteRecord {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
}

export interface Platform {
  app: FastifyInstance;
  ctx: ModuleContext;
  database: DatabaseHandle;
  /** Every route of every module (not the host's static files), in registration order. */
  routes: readonly RouteRecord[];
  close(): Promise<void>;
}

async function jwtSecret(
  database: DatabaseHandle,
  env: Record<string, string | undefined>,
): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  // Generated once per installation and kept, so tokens survive a restart.
  const candidate = randomBytes(32).toString('base64url');
  await sql`insert into platform.settings (key, value) values ('jwt_secret', ${candidate}) on conflict (key) do nothing`.execute(
    database.db,
  );
  const row = await database.db
    .selectFrom('platform.settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value as string;
}

/** TRUST_PROXY: unset/false = no proxy; a number = hops; otherwise addresses or CIDRs (a,b). */
export function trustProxySetting(
  value: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true')
    throw new Error(
      'TRUST_PROXY=true would let clients choose their own IP: give the proxy address or hop count',
    );
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env;
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.pgliteDir,
    pgliteImage: options.pgliteImage,
  });
  await withMigrationLock(database, () =>
    migrateSchema(database.db, 'platform', platformMigrations),
  );

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    // Behind a reverse proxy: its address or hop count (TRUST_PROXY), so req.ip is the client's.
    // Never `true`: a client would choose its own rate-limit key through X-Forwarded-For.
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
      },
      plugins: [inputRulesAjvPlugin],
    },
    // Bad input answered before a route runs (oversized headers, a malformed URL) gets the envelope too.
    clientErrorHandler,
    frameworkErrors,
  });

  let resolver: PermissionResolver = async () => new Set<string>();
  let localResolver: PermissionResolver | null = null;
  const events = new EventBus(
    database.db,
    app.log,
    env.AMQP_URL ? createRabbitRelay(env.AMQP_URL, app.log, { prefix: env.AMQP_PREFIX }) : null,
  );
  const ctx: ModuleContext = {
    db: database.db,
    dbKind: database.kind,
    events,
    modules: new ModuleRegistry(),
    permissions: new PermissionRegistry(),
    tokens: new TokenService(await jwtSecret(database, env)),
    mail: createMailTransport(env.SMTP_URL),
    config: { publicUrl: options.publicUrl, dataDir: options.dataDir, env },
    log: app.log,
    setPermissionResolver: (r) => {
      resolver = localResolver = r;
    },
  };

  const localApis = new Map<string, unknown>();
  for (const m of options.modules) {
    ctx.permissions.define(m.permissions ?? []);
    if (m.provides) {
      localApis.set(m.name, m.provides(ctx));
      ctx.modules.register(m.name, localApis.get(m.name));
    }
    // Only the modules of this process subscribe: with RabbitMQ each subscriber has its own queue,
    // consumed by the process that runs it (events/rabbit-topology.ts).
    m.subscribe?.(ctx);
  }
  // Modules of other processes (MODULE_URLS): typed HTTP clients; identity elsewhere resolves here.
  const wiring = connectRemoteModules(
    ctx,
    env,
    localApis,
    new Set(options.modules.map((m) => m.name)),
  );
  if (!localResolver && wiring.remoteResolver) resolver = wiring.remoteResolver;
  // Processes of one deployment start together: one migrates at a time (an advisory lock).
  await withMigrationLock(database, async () => {
    for (const m of options.modules) await migrateSchema(database.db, m.schema, m.migrations);
  });
  if (options.seed) await seedOnce(ctx, options.modules, { size: options.seed });

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024 } });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Armatura API',
        version: '1.0.0',
        description:
          'Every answer under /api/services/app is wrapped in the ABP envelope {result, success, error, unAuthorizedRequest, __abp}.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/swagger' });
  registerEnvelope(app, options.pageFallback);
  registerInputRules(app);
  registerHealth(app, ctx);
  await wiring.mount(app, () => localResolver);
  await options.beforeModules?.(app, ctx);
  registerAuth(app, { tokens: ctx.tokens, resolvePermissions: () => resolver });
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        config: (route.config ?? {}) as FastifyContextConfig,
        schema: route.schema,
      });
    }
  });
  for (const m of options.modules) {
    await app.register(async (scope) => m.routes(scope, ctx));
  }
  for (const m of options.modules) await m.onReady?.(ctx);
  if (options.startDispatcher !== false) await events.start();

  return {
    app,
    ctx,
    database,
    routes,
    async close() {
      await app.close();
      await events.stop();
      await database.close();
    },
  };
}

async function seedOnce(ctx: ModuleContext, modules: DomainModule[], options: SeedOptions) {
  for (const m of modules) {
    if (!m.seed) continue;
    const done = await ctx.db
      .selectFrom('platform.seed_log')
      .select('module')
      .where('module', '=', m.name)
      .executeTakeFirst();
    if (done) continue;
    await m.seed(ctx, options);
    await ctx.db.insertInto('platform.seed_log').values({ module: m.name }).execute();
  }
}
