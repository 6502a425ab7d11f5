// The shape of a domain's API module, and what the platform hands each module.
// fastify/demo style: each domain is a named plugin with schemas on every route and its repository
// beside it. Modules never import each other: they publish an API object (`provides`) and get other
// domains' APIs from `ctx.modules` at call time.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import type { Migrations } from './db/migrations.js';
import type { PermissionDef, PermissionRegistry } from './auth/permissions.js';
import type { TokenService, PermissionResolver } from './auth/index.js';
import type { EventBus } from './events/event-bus.js';
import type { MailTransport } from './mail/transport.js';

export interface PlatformConfig {
  /** Where the shop is reachable, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** Directory for uploaded files and the embedded database. */
  dataDir: string;
  env: Record<string, string | undefined>;
}

export interface Logger {
  info(o: unknown, m?: string): void;
  warn(o: unknown, m?: string): void;
  error(o: unknown, m?: string): void;
}

export class ModuleRegistry {
  private readonly apis = new Map<string, unknown>();
  register(name: string, api: unknown) {
    this.apis.set(name, api);
  }
  /** The API a domain provides; throws when that domain is not deployed in this process. */
  get<T>(name: string): T {
    if (!this.apis.has(name))
      throw new Error(`Module "${name}" is not available in this deployment`);
    return this.apis.get(name) as T;
  }
  tryGet<T>(name: string): T | null {
    return (this.apis.get(name) as T) ?? null;
  }
}

export interface ModuleContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  events: EventBus;
  modules: ModuleRegistry;
  permissions: PermissionRegistry;
  tokens: TokenService;
  mail: MailTransport | null;
  config: PlatformConfig;
  log: Logger;
  /** The identity domain installs the resolver that turns (tenant, user) into granted permissions. */
  setPermissionResolver(resolver: PermissionResolver): void;
}

export interface SeedOptions {
  /** 'demo' = the full demo shop; 'minimal' = what tests need, fast. */ size: 'demo' | 'minimal';
}

export interface DomainModule {
  /** Short domain name, also the key of its API in ctx.modules. */
  name: string;
  /** The PostgreSQL schema that holds this domain's tables (and its migration table). */
  schema: string;
  migrations: Migrations;
  permissions?: PermissionDef[];
  /** Routes, registered with `ctx` as an option; paths are absolute (/api/services/app/...). */
  routes(app: FastifyInstance, ctx: ModuleContext): Promise<void>;
  /** The module API other domains may call. */
  provides?(ctx: ModuleContext): unknown;
  /** Event subscriptions (ctx.events.subscribe). */
  subscribe?(ctx: ModuleContext): void;
  /** Demo or test data, run once per database in module order. */
  seed?(ctx: ModuleContext, options: SeedOptions): Promise<void>;
  /** Work at start after every module is ready (e.g. a search index sync). */
  onReady?(ctx: ModuleContext): Promise<void>;
}

export const defineModule = (m: DomainModule) => m;
