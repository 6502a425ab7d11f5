// For tests of what the host itself serves (robots.txt and the sitemap, the page HTML): the built
// host (buildHost, what `npm start` runs) over a temporary static root holding the given shell
// index.html, an empty registry (unless given) and any other files, on a fresh test database with
// the minimal seed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Platform } from '@armatura/shared-libs/server';
import { createTestDatabase } from '@armatura/shared-libs/server/testing';
import { buildHost, configFromEnv, type HostConfig } from './host.js';

export interface StaticHost {
  host: Platform;
  /** GET through app.inject, on the host name `sklep.test` unless the options name another. */
  get(url: string, options?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startStaticHost(options: {
  indexHtml: string;
  /** More files of the static root (path below it → content), e.g. a remote's dist/ files. */
  files?: Record<string, string>;
  config?: Partial<HostConfig>;
  env?: Record<string, string | undefined>;
}): Promise<StaticHost> {
  const root = mkdtempSync(join(tmpdir(), 'armatura-host-'));
  const files = {
    'shell/dist/index.html': options.indexHtml,
    'registry.json': '{"remotes":{}}',
    ...options.files,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const db = await createTestDatabase();
  const host = await buildHost(
    {
      ...configFromEnv({ ARMATURA_ENV: 'test', SEED: 'minimal' }),
      databaseUrl: db.url,
      dataDir: join(root, 'data'),
      staticRoot: root,
      registryFile: join(root, 'registry.json'),
      ...options.config,
    },
    {
      pgliteDir: undefined,
      logger: false,
      startDispatcher: false,
      env: { ...process.env, AMQP_URL: undefined, SMTP_URL: undefined, ...options.env },
    },
  );
  return {
    host,
    get: (url, inject = {}) =>
      host.app.inject({
        method: 'GET',
        url,
        ...inject,
        headers: { host: 'sklep.test', ...inject.headers },
      }),
    async close() {
      await host.close();
      await db.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
