// Security headers for every answer of the host (@fastify/helmet), and the stricter headers for
// user uploads. The Content-Security-Policy is the one the shell and the six remotes run under:
// - scripts, styles, fonts, images and fetches come from this origin, plus the origin of every
//   remote the served registry (deploy/registry/<env>.json) points elsewhere: Module Federation
//   fetches mf-manifest.json (connect-src), then loads remoteEntry.js and chunks with <script>
//   (script-src), CSS with <link> (style-src) and assets from the remote's publicPath ('auto');
// - the registry is re-read when its file changes, as /registry.json is, so moving a remote to a CDN
//   needs no restart;
// - registries that allow developer overrides (local, test) also allow http://localhost:* and
//   http://127.0.0.1:* (a remote's dev server given by ?remote:<name>=...); production refuses both;
// - no 'unsafe-eval' (the production bundles do not eval: publicPath 'auto' needs no getPublicPath
//   function) and no inline script (the shell's index.html has none); 'unsafe-inline' for styles
//   only, because react-aria injects <style> elements and offline.html has one;
// - frame-ancestors 'none': no page of the shop may be framed (clickjacking).
import helmet from '@fastify/helmet';
import { USER_UPLOADS_PATH, userContentHeaders } from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { entryUrlOf } from './releases/compose.js';

export interface SecurityHeadersOptions {
  /** The registry file the host serves at /registry.json. */
  registryFile: string;
  /** Send Strict-Transport-Security (and upgrade-insecure-requests): only when served over https. */
  hsts: boolean;
}

const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

export interface RegistrySources {
  remoteOrigins: string[];
  allowDevOrigins: boolean;
}

/** The origins outside this one that the registry's remotes load from, and whether overrides are on. */
export function sourcesOfRegistry(text: string): RegistrySources {
  const registry = JSON.parse(text) as {
    remotes?: Record<string, unknown>;
    allowRemoteOverrides?: unknown;
  };
  const origins = new Set<string>();
  for (const value of Object.values(registry.remotes ?? {})) {
    const url = entryUrlOf(value); // a URL, or { entry: URL } (the served form)
    if (!url || !/^https?:\/\//i.test(url)) continue; // relative = this origin
    origins.add(new URL(url).origin);
  }
  return {
    remoteOrigins: [...origins].sort(),
    allowDevOrigins: registry.allowRemoteOverrides === true,
  };
}

/** Reads the registry again only when its file changed; a broken registry allows no extra origin. */
function registryWatcher(file: string, log: FastifyInstance['log']) {
  let seen = '';
  let sources: RegistrySources = { remoteOrigins: [], allowDevOrigins: false };
  return (): RegistrySources => {
    try {
      const stat = statSync(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (key !== seen) {
        sources = sourcesOfRegistry(readFileSync(file, 'utf8'));
        seen = key;
      }
    } catch (error) {
      if (seen !== 'broken')
        log.error({ err: error }, `registry ${file} unreadable: CSP allows this origin only`);
      sources = { remoteOrigins: [], allowDevOrigins: false };
      seen = 'broken';
    }
    return sources;
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
) {
  const registry = registryWatcher(options.registryFile, app.log);
  // helmet calls these per response: each directive is one function giving its whole source list.
  const extra = () => {
    const s = registry();
    return [...s.remoteOrigins, ...(s.allowDevOrigins ? DEV_ORIGINS : [])];
  };
  const list = (...fixed: string[]) => [() => [...fixed, ...extra()].join(' ')];
  const connect = () => [
    () => ["'self'", ...extra(), ...(registry().allowDevOrigins ? DEV_SOCKETS : [])].join(' '),
  ];

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: list("'self'"),
        scriptSrcAttr: ["'none'"],
        styleSrc: list("'self'", "'unsafe-inline'"),
        imgSrc: list("'self'", 'data:', 'blob:'),
        fontSrc: list("'self'", 'data:'),
        connectSrc: connect(),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The shop embeds nothing cross-origin that would need COEP; keep it off so images and
    // remotes from a CDN origin load without CORP headers on their side.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  // User files (`/api/<module>/uploads/...`): whatever the route sent, the browser gets nosniff, the
  // sandboxing CSP and a download for anything that is not a raster image.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!USER_UPLOADS_PATH.test(request.url) || reply.statusCode >= 300) return payload;
    const type = reply.getHeader('content-type');
    reply.headers(userContentHeaders(typeof type === 'string' ? type : undefined));
    return payload;
  });
}
