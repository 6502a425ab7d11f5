// Wires a process into a deployment whose modules run apart: the modules named in MODULE_URLS that
// this process does not run become remote clients in ctx.modules, the permission resolver comes
// from the identity module's process when identity is not here, and, with MODULE_API_SECRET, the
// modules that are here answer other processes on /internal/.
import type { FastifyInstance } from 'fastify';
import type { PermissionResolver } from '../auth/auth-plugin.js';
import type { ModuleContext } from '../module.js';
import { callRemote, remoteModule, type RemoteOptions } from './client.js';
import { parseModuleUrls } from './module-urls.js';
import { registerModuleRpc } from './rpc-routes.js';

export interface RemoteWiring {
  /** Modules reached over HTTP, by name → URL. */
  remote: ReadonlyMap<string, string>;
  /** The resolver to use when no local module installed one (identity elsewhere); else null. */
  remoteResolver: PermissionResolver | null;
  /** Mounts /internal/ for the local modules (nothing without MODULE_API_SECRET). */
  mount(app: FastifyInstance, localResolver: () => PermissionResolver | null): Promise<void>;
}

export function connectRemoteModules(
  ctx: ModuleContext,
  env: Record<string, string | undefined>,
  local: ReadonlyMap<string, unknown>,
  localNames: ReadonlySet<string>,
): RemoteWiring {
  const secret = env.MODULE_API_SECRET ?? '';
  const remote = new Map(
    [...parseModuleUrls(env.MODULE_URLS)].filter(([name]) => !localNames.has(name)),
  );
  if ((remote.size || secret) && secret.length < 16)
    throw new Error(
      'MODULE_URLS names modules in other processes: set MODULE_API_SECRET (16+ characters, the same in every process)',
    );
  const options = (url: string): RemoteOptions => ({
    url,
    secret,
    timeoutMs: Number(env.MODULE_TIMEOUT_MS ?? 10_000),
  });
  for (const [name, url] of remote) ctx.modules.register(name, remoteModule(name, options(url)));

  const identityUrl = remote.get('identity');
  const remoteResolver: PermissionResolver | null = identityUrl
    ? async (tenantId, userId, session) =>
        (await callRemote(
          'identity',
          'resolvePermissions',
          '/internal/permissions',
          [tenantId, userId, session ?? null],
          options(identityUrl),
        )) as ReadonlySet<string> | null
    : null;

  return {
    remote,
    remoteResolver,
    async mount(app, localResolver) {
      if (!secret) return;
      await registerModuleRpc(app, { secret, apis: local, db: ctx.db, resolver: localResolver });
    },
  };
}
