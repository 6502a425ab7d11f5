// The platform host: one process that serves every API module and every front-end.
import { createPlatform, type Platform, type PlatformOptions } from '@armatura/shared-libs/server';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerSecurityHeaders } from './security-headers.js';
import { pageFallback, registerStaticFiles } from './static-files.js';
import { pageStart } from './page-start/index.js';
import type { ServedRegistry } from './releases/compose.js';
import { registerSeo, type SitemapOptions } from './seo/index.js';
import { registerPageHtml } from './page-html/index.js';
import { hostModules } from './apart/host-modules.js';
import { releasesDirFromEnv } from './releases/layout.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface HostConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  environment: string;
  seed: 'demo' | 'minimal' | false;
  modules?: string;
  serveStatic: boolean;
  /** Where the built front-ends are (<root>/shell/dist, <root>/<remote>/dist); the repository by default. */
  staticRoot: string;
  /** The remote registry served at /registry.json: deploy/registry/<environment>.json. */
  registryFile: string;
  /** Released remotes and the versions records (RELEASES_DIR, default deploy/releases). */
  releasesDir: string;
  /** Strict-Transport-Security: HSTS=true|false, default on when PUBLIC_URL is https. */
  hsts: boolean;
  /** Sitemap paging (default: 50,000 URLs a file); the host's tests page with a few. */
  sitemap?: SitemapOptions;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const port = Number(env.PORT ?? 8080);
  const seed = env.SEED === 'none' ? false : env.SEED === 'minimal' ? 'minimal' : 'demo';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const environment = env.ARMATURA_ENV ?? 'local';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data')),
    publicUrl,
    environment,
    seed,
    modules: env.MODULES,
    serveStatic: env.SERVE_STATIC !== 'false',
    staticRoot: REPO_ROOT,
    registryFile: join(REPO_ROOT, 'deploy', 'registry', `${environment}.json`),
    releasesDir: releasesDirFromEnv(env),
    hsts: env.HSTS ? env.HSTS === 'true' : publicUrl.startsWith('https://'),
  };
}

/**
 * The host's Fastify app, not listening yet. `overrides` replace platform options (the host's own
 * tests use an in-memory database and no dispatcher timer).
 */
export async function buildHost(
  config: HostConfig,
  overrides: Partial<PlatformOptions> = {},
): Promise<Platform> {
  const { registryFile, staticRoot } = config;
  // Modules of other processes (MODULE_URLS): their routes are forwarded to them.
  const modules = hostModules(config.modules, overrides.env ?? process.env);
  // Every page carries the registry /registry.json serves (page-start/): known once the static
  // files are registered, before the host answers any request.
  let registry: (() => ServedRegistry) | undefined;
  const start = pageStart({
    root: staticRoot,
    releasesDir: config.releasesDir,
    registry: () => registry?.(),
  });
  return createPlatform({
    modules: modules.local,
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    seed: config.seed,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    pageFallback: config.serveStatic ? pageFallback(staticRoot, start) : undefined,
    beforeModules: async (app, ctx) => {
      await registerSecurityHeaders(app, { registryFile, hsts: config.hsts });
      await modules.register(app);
      if (config.serveStatic) {
        const { releasesDir, environment } = config;
        const files = { root: staticRoot, registryFile, releasesDir, environment, log: app.log };
        ({ registry } = await registerStaticFiles(app, files));
        // After the static files: their compression plugin then gzips the sitemap too.
        await registerSeo(app, ctx, config.sitemap);
        // Product, listing and home HTML with their head and readable content (issue 16).
        const shellPage = pageFallback(staticRoot, start);
        // The front door: the shell with its start data (it redirects to /strona-glowna).
        app.get('/', { schema: { hide: true } }, shellPage);
        registerPageHtml(app, ctx, staticRoot, shellPage, start);
      }
    },
    ...overrides,
  });
}

export async function startHost(config: HostConfig): Promise<Platform> {
  const platform = await buildHost(config);
  await platform.app.listen({ port: config.port, host: config.host });
  return platform;
}
