// The platform host: one process that serves every API module and every front-end.
import { createPlatform, type Platform } from '@armatura/shared-libs/server';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectModules } from './modules.js';
import { pageFallback, registerStaticFiles } from './static-files.js';

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
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const port = Number(env.PORT ?? 8080);
  const seed = env.SEED === 'none' ? false : env.SEED === 'minimal' ? 'minimal' : 'demo';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data')),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    environment: env.ARMATURA_ENV ?? 'local',
    seed,
    modules: env.MODULES,
    serveStatic: env.SERVE_STATIC !== 'false',
  };
}

export async function startHost(config: HostConfig): Promise<Platform> {
  const platform = await createPlatform({
    modules: selectModules(config.modules),
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    seed: config.seed,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    pageFallback: config.serveStatic ? pageFallback(REPO_ROOT) : undefined,
    beforeModules: config.serveStatic
      ? (app) => registerStaticFiles(app, { root: REPO_ROOT, registryFile: join(REPO_ROOT, 'deploy', 'registry', `${config.environment}.json`), log: app.log })
      : undefined,
  });
  await platform.app.listen({ port: config.port, host: config.host });
  return platform;
}
