// Reads and updates of the stored settings groups, with the cache (cache.ts) in front of reads.
// Secrets are opened only for server-side callers (module API); views for HTTP carry `…Set` flags.
// An update writes the row and publishes `commerce.configurationChanged` in one transaction, then
// drops this process's cache entry, so the next read anywhere in this process sees the change.
import type { Executor, ModuleContext } from '@armatura/shared-libs/server';
import {
  COMMERCE_CONFIGURATION_CHANGED,
  type CommerceConfigurationChanged,
  type ConfigurationGroup,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { SettingsCache } from './cache.js';
import { openSetting, sealSetting } from './secrets.js';
import { readSettings, writeSettings, type StoredGroup } from './repository.js';

/** What a group reads as: its fields (defaults filled in) and its secrets opened. */
export interface Loaded<T> {
  value: T;
  secrets: Record<string, string>;
  /** 0 = nothing saved yet (defaults). */
  version: number;
}

/** Takes the stored fields the defaults know, of the defaults' type (a nullable number may be null). */
function merge<T extends object>(defaults: T, data: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(defaults)) {
    const v = data[key];
    if (typeof v === typeof fallback && v !== null && fallback !== null) out[key] = v;
    else if (fallback === null && (v === null || typeof v === 'number')) out[key] = v;
  }
  return out as T;
}

export function createSettingsStore(ctx: ModuleContext) {
  const db: CommerceDb = ctx.db;
  const cache = new SettingsCache();

  /** `defaults` holds plain secrets too (first start); a saved row's secrets are opened here. */
  async function load<T extends object>(
    tenantId: number,
    group: StoredGroup,
    defaults: T,
    secretNames: readonly string[] = [],
    executor: CommerceDb = db,
  ): Promise<Loaded<T>> {
    const row = await readSettings(executor, tenantId, group);
    if (!row) return { value: defaults, secrets: {}, version: 0 };
    const secrets: Record<string, string> = {};
    for (const name of secretNames) {
      const plain = openSetting(ctx.tokens, row.secrets[name]);
      if (plain === null)
        ctx.log.warn({ tenantId, group, name }, 'a stored secret cannot be opened (platform key?)');
      secrets[name] = plain ?? '';
    }
    return { value: merge(defaults, row.data), secrets, version: row.version };
  }

  const cached = <T extends object>(
    tenantId: number,
    group: StoredGroup,
    defaults: () => T,
    secretNames: readonly string[] = [],
    // A caller inside its own transaction passes it (PGlite has one connection).
    executor: CommerceDb = db,
  ) => cache.get(tenantId, group, () => load(tenantId, group, defaults(), secretNames, executor));

  /** After the row is written, in the same transaction: the event other processes drop caches on. */
  const announce = (tx: Executor, tenantId: number, group: ConfigurationGroup) =>
    ctx.events.publish<CommerceConfigurationChanged>(tx, {
      type: COMMERCE_CONFIGURATION_CHANGED,
      payload: { tenantId, group },
      tenantId,
    });

  /**
   * Saves a group. `secrets`: name → the plain value typed ('' or undefined keeps the stored one).
   * `alsoInTransaction` runs with the write (e.g. the guest grant follows guest checkout).
   */
  async function save(
    tenantId: number,
    group: StoredGroup,
    data: object,
    secrets: Record<string, string | undefined> = {},
    alsoInTransaction?: (tx: CommerceDb) => Promise<void>,
  ): Promise<void> {
    const previous = await readSettings(db, tenantId, group);
    const sealed: Record<string, string> = {};
    for (const [name, plain] of Object.entries(secrets)) {
      const kept = previous?.secrets[name] ?? '';
      sealed[name] = plain ? sealSetting(ctx.tokens, plain) : kept;
    }
    await db.transaction().execute(async (tx) => {
      await writeSettings(tx, tenantId, group, data, sealed);
      await alsoInTransaction?.(tx);
      await announce(tx, tenantId, group);
    });
    cache.drop(tenantId, group);
  }

  /** First start: the host tenant's row from the environment, unless one is saved already. */
  async function seed(
    tenantId: number,
    group: StoredGroup,
    data: object,
    plain: Record<string, string> = {},
  ) {
    const sealed = Object.fromEntries(
      Object.entries(plain).map(([k, v]) => [k, sealSetting(ctx.tokens, v)]),
    );
    await writeSettings(db, tenantId, group, data, sealed, true);
  }

  return { load, cached, save, seed, announce, drop: (t: number, g: string) => cache.drop(t, g) };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;
