// Serves the built front-ends: the shell at /, each remote at /remotes/<folder>/ (its dist/) and
// its releases at /remotes/<folder>/<version>/ (deploy/src/releases), the runtime remote registry
// at /registry.json. Entry files (index.html, sw.js, mf-manifest.json, remote entries, the
// registry) are never cached, so a redeployed remote is picked up on the next load; content-hashed
// chunks, and everything of a release but its manifest (a release folder never changes), are
// cached for a year.
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDERS } from '@armatura/shared-libs/constants';
import { composeRegistry, type ServedRegistry } from './releases/compose.js';
import { jsonFileCache } from './releases/file-cache.js';
import { withPageStart, type PageStart } from './page-start/index.js';

const ENTRY_FILE =
  /(?:index\.html|sw\.js|mf-manifest\.json|remoteEntry\.js|manifest\.webmanifest)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const cacheHeaders = (releasesDir: string) => (reply: FastifyReply, path: string) => {
  const manifest = path.endsWith('mf-manifest.json');
  if (path.startsWith(`${releasesDir}/`) && !manifest) reply.header('cache-control', IMMUTABLE);
  else if (ENTRY_FILE.test(path)) reply.header('cache-control', 'no-cache');
  else if (/\.[0-9a-f]{8,}\./.test(path)) reply.header('cache-control', IMMUTABLE);
  else reply.header('cache-control', 'public, max-age=3600');
};

export interface StaticOptions {
  root: string;
  registryFile: string;
  /** Released remotes and the versions records (deploy/releases or RELEASES_DIR). */
  releasesDir: string;
  /** Whose versions record (<releasesDir>/<environment>.json) /registry.json follows. */
  environment: string;
  log: { warn(msg: string): void; error(msg: string): void };
}

/** A path inside a remote's (or a release's) server/ folder. */
const SERVER_BUILD = /(^|\/)server\//;

export async function registerStaticFiles(
  app: FastifyInstance,
  { root, registryFile, releasesDir, environment, log }: StaticOptions,
) {
  const setCacheHeaders = cacheHeaders(releasesDir);
  // Brotli/gzip for files and API answers alike (threshold 1 KiB).
  await app.register(compress, { global: true, threshold: 1024 });
  const shellDist = join(root, 'shell', 'dist');
  if (!existsSync(shellDist)) log.warn(`shell/dist is missing: run "npm run build" first`);
  // `/` itself is a page like any other (pageFallback: the shell with its start data, which then
  // redirects to /strona-glowna), not the bare index.html.
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    setHeaders: setCacheHeaders,
    cacheControl: false,
    index: false,
  });
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const dist = join(root, folder, 'dist');
    if (!existsSync(dist))
      log.warn(`${folder}/dist is missing: its screens will show the failure message`);
    // One route for both: a version folder of <releases>/<folder>/ first, else the file of dist/.
    // The release folder may appear later (a release while the host runs): no warning for it.
    await app.register(fastifyStatic, {
      root: existsSync(dist) ? [join(releasesDir, folder), dist] : join(releasesDir, folder),
      suppressWarning: true,
      prefix: `/remotes/${folder}/`,
      // A remote's server build (server/render.mjs) is for this host, not for browsers.
      allowedPath: (path) => !SERVER_BUILD.test(path),
      decorateReply: false,
      setHeaders: setCacheHeaders,
      cacheControl: false,
      index: false,
    });
  }
  const registry = registrySource({ root, registryFile, releasesDir, environment, log });
  app.get('/registry.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(registry()),
  );
  return { registry };
}

/**
 * The registry as served now, composed on every call from files read again only when they
 * change. Used by /registry.json and by the pages, which carry it (deploy/src/page-start).
 */
export function registrySource({
  root,
  registryFile,
  releasesDir,
  environment,
  log,
}: StaticOptions): () => ServedRegistry {
  const readJson = jsonFileCache();
  let lastGood: ServedRegistry | undefined;
  return () => {
    try {
      const options = { registryFile, releasesDir, environment, staticRoot: root, readJson, log };
      lastGood = composeRegistry(options);
    } catch (error) {
      // A hand-broken record or registry: keep serving what was served (a 500 would make every
      // shell fall back to the dist/ builds, silently undoing the promotions).
      log.error(`/registry.json: ${(error as Error).message}`);
      if (!lastGood) throw error;
    }
    return lastGood;
  };
}

/**
 * Unknown page paths get the shell (client-side routing shows the 404 screen) with the page's start
 * data and hints (page-start/); files get a 404.
 */
export function pageFallback(root: string, start: PageStart) {
  const indexFile = join(root, 'shell', 'dist', 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path) || path.startsWith('/remotes/');
    if (request.method !== 'GET' || looksLikeFile || !existsSync(indexFile))
      return reply.status(404).type('text/plain').send('Not found');
    const html = withPageStart(readFileSync(indexFile, 'utf8'), await start(request));
    // The start data depends on the tenant and language cookies (and on being signed in).
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };
}
