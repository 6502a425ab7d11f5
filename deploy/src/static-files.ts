// Serves the built front-ends: the shell at /, each remote at /remotes/<folder>/, the runtime
// remote registry at /registry.json. Entry files (index.html, sw.js, mf-manifest.json, remote
// entries, the registry) are never cached, so a redeployed remote is picked up on the next load;
// content-hashed chunks are cached for a year.
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDERS } from '@armatura/shared-libs/constants';

const ENTRY_FILE =
  /(?:index\.html|sw\.js|mf-manifest\.json|remoteEntry\.js|manifest\.webmanifest)$/;

function setCacheHeaders(reply: FastifyReply, path: string) {
  if (ENTRY_FILE.test(path)) reply.header('cache-control', 'no-cache');
  else if (/\.[0-9a-f]{8,}\./.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

export interface StaticOptions {
  root: string;
  registryFile: string;
  log: { warn(msg: string): void };
}

export async function registerStaticFiles(
  app: FastifyInstance,
  { root, registryFile, log }: StaticOptions,
) {
  // Brotli/gzip for files and API answers alike (threshold 1 KiB).
  await app.register(compress, { global: true, threshold: 1024 });
  const shellDist = join(root, 'shell', 'dist');
  if (!existsSync(shellDist)) log.warn(`shell/dist is missing: run "npm run build" first`);
  // `/` itself is the shell's index.html (the shell then redirects to /strona-glowna).
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    setHeaders: setCacheHeaders,
    cacheControl: false,
    index: ['index.html'],
  });
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    const dist = join(root, folder, 'dist');
    if (!existsSync(dist)) {
      log.warn(`${folder}/dist is missing: its screens will show the failure message`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: setCacheHeaders,
      cacheControl: false,
      index: false,
    });
  }
  app.get('/registry.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json');
    return readFileSync(registryFile, 'utf8');
  });
}

/** Unknown page paths get the shell (client-side routing shows the 404 screen); files get a 404. */
export function pageFallback(root: string) {
  const indexFile = join(root, 'shell', 'dist', 'index.html');
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path) || path.startsWith('/remotes/');
    if (request.method !== 'GET' || looksLikeFile || !existsSync(indexFile))
      return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(readFileSync(indexFile));
  };
}
