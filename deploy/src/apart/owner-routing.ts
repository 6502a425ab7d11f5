// Routing by owner: the host forwards each route of a module that runs in another process to that
// process (MODULE_URLS), unread — the body streams through, the owner validates, authenticates and
// answers. The routes come from the modules themselves (route-owners.ts), so the host forwards
// exactly what each owner serves and nothing else: /internal/ is no module route and never leaves.
import type { FastifyInstance, FastifyReply } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { errorBody, MODULE_SECRET_HEADER, type DomainModule } from '@armatura/shared-libs/server';
import { routeOwners } from './route-owners.js';

export interface OwnerRoutingOptions {
  /** Module name → base URL of the process that runs it (the modules not run here). */
  remote: ReadonlyMap<string, string>;
  modules: readonly DomainModule[];
  /** Per request to an owner (ms): a process that hangs is answered for with a 503. */
  timeoutMs?: number;
}

function ownerDown(reply: FastifyReply, module: string) {
  const message = `Moduł „${module}” jest chwilowo niedostępny. Spróbuj ponownie za chwilę.`;
  if (!reply.sent) void reply.status(503).header('retry-after', '5').send(errorBody(503, message));
}

export async function registerOwnerRouting(app: FastifyInstance, options: OwnerRoutingOptions) {
  const owners = (
    await routeOwners(options.modules.filter((m) => options.remote.has(m.name)))
  ).filter((r) => !r.url.startsWith('/internal/'));
  await app.register(async (scope) => {
    // No base URL: each route names its owner's. (reply-from warns once that @fastify/multipart is
    // registered: it does not apply here, the parsers are replaced below and bodies pass unread.)
    await scope.register(replyFrom, {
      undici: { headersTimeout: options.timeoutMs ?? 30_000, connectTimeout: 2_000 },
    });
    // Every body passes as the raw stream (JSON, multipart uploads): the owner parses it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const route of owners) {
      const { module } = route;
      const base = options.remote.get(module)!;
      scope.route({
        method: route.method as 'GET',
        url: route.url,
        config: { forwarded: true },
        schema: { hide: true },
        handler(request, reply) {
          return reply.from(`${base}${request.url}`, {
            rewriteRequestHeaders: (req, headers) => {
              // The client never speaks for the deployment; the owner sees the client's address.
              const { [MODULE_SECRET_HEADER]: _dropped, ...rest } = headers;
              const prior = req.headers['x-forwarded-for'];
              return {
                ...rest,
                'x-forwarded-for': prior ? `${String(prior)}, ${req.ip}` : req.ip,
                'x-forwarded-proto': req.protocol,
                'x-forwarded-host': req.host,
              };
            },
            onError: (r) => ownerDown(r as FastifyReply, module),
          });
        },
      });
    }
  });
}
