// The internal routes a process mounts for the modules it runs, so other processes can call their
// APIs (client.ts): POST /internal/modules/<module>/<method> {args} → the envelope around the result,
// and POST /internal/permissions for the permission resolver of the identity module. Only callers
// holding MODULE_API_SECRET get in (401 in the envelope otherwise); the public host never forwards
// /internal/ (deploy/src/owner-routing.ts), so only the processes of one deployment reach them.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound, unauthorized } from '../http/errors.js';
import { wrap } from '../http/envelope.js';
import type { PermissionResolver } from '../auth/auth-plugin.js';
import type { TokenClaims } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { decode, encode } from './codec.js';
import { MODULE_SECRET_HEADER, sameSecret } from './secret.js';

export interface RpcRoutesOptions {
  secret: string;
  /** The APIs this process provides, by module name. */
  apis: ReadonlyMap<string, unknown>;
  /** A database handle sent by a caller arrives as this process's own database. */
  db: Db;
  /** The local resolver, when a local module (identity) installed one. */
  resolver: () => PermissionResolver | null;
}

const Args = Type.Object({ args: Type.Array(Type.Unknown(), { maxItems: 16 }) });
const METHOD = '^[A-Za-z][A-Za-z0-9]{0,99}$';
/** resolvePermissions(tenantId, userId, session): the session travels encoded (an object or null). */
const PermissionArgs = Type.Object({
  args: Type.Tuple([
    Type.Integer({ minimum: 1 }),
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
    Type.Unknown(),
  ]),
});

/** A method of the API object itself or its class: never Object.prototype's (toString, constructor). */
function methodOf(api: unknown, name: string): ((...a: unknown[]) => unknown) | null {
  if (!api || typeof api !== 'object' || name in Object.prototype) return null;
  const fn = (api as Record<string, unknown>)[name];
  return typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown) : null;
}

export async function registerModuleRpc(app: FastifyInstance, options: RpcRoutesOptions) {
  await app.register(async (scope) => {
    // Before the body is read: a caller without the secret learns nothing and costs nothing.
    scope.addHook('onRequest', async (request) => {
      if (!sameSecret(request.headers[MODULE_SECRET_HEADER], options.secret))
        throw unauthorized('Brak dostępu do wewnętrznego API modułów.');
    });

    scope.post(
      '/internal/modules/:module/:method',
      {
        schema: {
          hide: true,
          params: Type.Object({
            module: Type.String({ pattern: '^[a-z][a-z0-9-]{0,49}$' }),
            method: Type.String({ pattern: METHOD }),
          }),
          body: Args,
        },
      },
      async (request, reply) => {
        const { module, method } = request.params as { module: string; method: string };
        const api = options.apis.get(module);
        const fn = methodOf(api, method);
        if (!fn) throw notFound(`Moduł „${module}” nie ma w tym procesie metody ${method}.`);
        const args = (request.body as { args: unknown[] }).args.map((a) => decode(a, options.db));
        const result = await fn.apply(api, args);
        return reply.send(wrap(encode(result)));
      },
    );

    scope.post(
      '/internal/permissions',
      { schema: { hide: true, body: PermissionArgs } },
      async (request, reply) => {
        const resolver = options.resolver();
        if (!resolver) throw notFound('Ten proces nie rozstrzyga uprawnień.');
        const [tenantId, userId, session] = (request.body as { args: unknown[] }).args.map((a) =>
          decode(a),
        ) as [number, number | null, TokenClaims | null | undefined];
        return reply.send(wrap(encode(await resolver(tenantId, userId, session ?? null))));
      },
    );
  });
}
