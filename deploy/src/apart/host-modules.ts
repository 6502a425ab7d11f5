// Which modules this process runs, and what it forwards. With MODULES it is a module process: it
// runs those and calls the others (MODULE_URLS) over HTTP, forwarding nothing. Without MODULES (or
// MODULES empty) it is the host: every module not given a URL runs here and the routes of the others
// are forwarded to them, so MODULE_URLS naming all seven makes the host a pure front (static files,
// SEO pages, routing by owner). Running apart needs what
// lets separate processes act as one shop: one PostgreSQL (each module's schema in it) and RabbitMQ
// (an event reaches its subscriber in whichever process that runs).
import type { FastifyInstance } from 'fastify';
import { parseModuleUrls, type DomainModule } from '@armatura/shared-libs/server';
import { allModules, selectModules } from '../modules.js';
import { registerOwnerRouting } from './owner-routing.js';

export interface HostModules {
  local: DomainModule[];
  /** Modules in other processes: name → URL. */
  remote: ReadonlyMap<string, string>;
  /** Forwards the remote modules' routes (nothing when all run here). */
  register(app: FastifyInstance): Promise<void>;
}

export function hostModules(
  list: string | undefined,
  env: Record<string, string | undefined>,
): HostModules {
  const urls = parseModuleUrls(env.MODULE_URLS);
  const local = list ? selectModules(list) : allModules.filter((m) => !urls.has(m.name));
  const remote = new Map([...urls].filter(([name]) => !local.some((m) => m.name === name)));
  const unknown = [...remote.keys()].filter((n) => !allModules.some((m) => m.name === n));
  if (unknown.length) throw new Error(`Unknown module(s) in MODULE_URLS: ${unknown.join(', ')}`);
  if (remote.size && !env.DATABASE_URL)
    throw new Error('Modules in other processes share one PostgreSQL: set DATABASE_URL');
  if (remote.size && !env.AMQP_URL)
    throw new Error(
      'Modules in other processes get their events through RabbitMQ: set AMQP_URL (without it this process would take events meant for others)',
    );
  return {
    local,
    remote,
    register: (app) =>
      remote.size && !list
        ? registerOwnerRouting(app, {
            remote,
            modules: allModules,
            timeoutMs: env.MODULE_TIMEOUT_MS ? Number(env.MODULE_TIMEOUT_MS) : undefined,
          })
        : Promise.resolve(),
  };
}
