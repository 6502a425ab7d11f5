// The versions record of one environment: <releases>/<env>.json, written by `npm run promote` and
// `npm run rollback`, read by the host for every /registry.json. Per remote folder: the version the
// environment serves now and the earlier promotions, newest first (rollback goes back to the
// first of them). A missing file is an empty record: every remote then comes from its dist/.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export type Promotion = {
  version: string;
  /** Who ran the command (--by, or the operating-system user). */
  by: string;
  /** ISO 8601. */
  at: string;
  /** 'rollback' when this version came back through `npm run rollback`. */
  action: 'promote' | 'rollback';
};

export type RemoteVersions = { current: Promotion; previous: Promotion[] };

export type VersionsRecord = { remotes: Record<string, RemoteVersions> };

/** A refusal the scripts print as it is (bad input, nothing to roll back to). */
export class RecordError extends Error {}

export function emptyRecord(): VersionsRecord {
  return { remotes: {} };
}

function isPromotion(value: unknown): value is Promotion {
  const p = value as Partial<Promotion> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.version === 'string' &&
    typeof p.by === 'string' &&
    typeof p.at === 'string' &&
    (p.action === 'promote' || p.action === 'rollback')
  );
}

/** Parses a record; throws RecordError naming what is wrong (a hand-edited file, say). */
export function parseRecord(text: string, file = 'versions record'): VersionsRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new RecordError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return validateRecord(data, file);
}

/** The parsed record itself once its shape is checked. */
export function validateRecord(data: unknown, file = 'versions record'): VersionsRecord {
  const remotes = (data as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes))
    throw new RecordError(`${file} has no "remotes" object`);
  for (const [remote, entry] of Object.entries(remotes)) {
    const e = entry as Partial<RemoteVersions> | null;
    if (!isPromotion(e?.current) || !Array.isArray(e.previous) || !e.previous.every(isPromotion))
      throw new RecordError(`${file}: "${remote}" needs "current" and "previous" promotions`);
  }
  return data as VersionsRecord;
}

export function readRecord(file: string): VersionsRecord {
  return existsSync(file) ? parseRecord(readFileSync(file, 'utf8'), file) : emptyRecord();
}

/** Written to a temporary file and renamed: the host never reads half a record. */
export function writeRecord(file: string, record: VersionsRecord): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(temporary, file);
}

export type Actor = { by: string; at: string };

/** The record with `version` current for `remote`; the version it replaces becomes previous[0]. */
export function promote(
  record: VersionsRecord,
  remote: string,
  version: string,
  actor: Actor,
): VersionsRecord {
  const entry = record.remotes[remote];
  if (entry?.current.version === version)
    throw new RecordError(`${remote} ${version} is already the current version`);
  const current: Promotion = { version, ...actor, action: 'promote' };
  const previous = entry ? [entry.current, ...entry.previous] : [];
  return { remotes: { ...record.remotes, [remote]: { current, previous } } };
}

/** The record with the previously promoted version current again (the current one is dropped). */
export function rollback(record: VersionsRecord, remote: string, actor: Actor): VersionsRecord {
  const entry = record.remotes[remote];
  if (!entry) throw new RecordError(`${remote} has never been promoted here`);
  const [back, ...older] = entry.previous;
  if (!back)
    throw new RecordError(
      `${remote} has no previous version to roll back to (only ${entry.current.version})`,
    );
  const current: Promotion = { version: back.version, ...actor, action: 'rollback' };
  return { remotes: { ...record.remotes, [remote]: { current, previous: older } } };
}

/** The version each remote folder serves in this record. */
export function currentVersions(record: VersionsRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record.remotes).map(([remote, entry]) => [remote, entry.current.version]),
  );
}
