// API tests run on an in-memory PGlite by default, and on a fresh real PostgreSQL database when
// TEST_DATABASE_URL is set (CI sets it): each suite gets its own database, dropped afterwards.
//
// Templates (CI speed): migrating and seeding a database costs seconds per test file (on PGlite
// also a new cluster: initdb). Given a template, the first test file of a run prepares that state
// once and every test database is a copy of it: PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite an
// image loaded at start (`dumpDataDir`/`loadDataDir`). Each test still gets its own fresh database.
// The run's templates live in the directory named by ARMATURA_TEST_TEMPLATES, which the Vitest
// global setup (template-run.ts) creates and removes; without it (a script, the benchmarks) every
// database is prepared from scratch, as before.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const TEMPLATE_DIR_ENV = 'ARMATURA_TEST_TEMPLATES';

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
  label: string;
  /** PGlite: the template's image to start from (undefined = an empty database). */
  pgliteImage?: Blob;
}

export interface TestDatabaseTemplate {
  /** Names the prepared state (which modules, which seed): one template per key and run. */
  key: string;
  /**
   * Migrates and seeds a new database and closes it: on PostgreSQL the empty database at `url`;
   * on PGlite (`url` undefined) a new in-memory one, answering its image (`dumpImage`).
   */
  prepare(url: string | undefined): Promise<Blob | undefined>;
}

/** What the run directory records per key: the PostgreSQL template's name or the image file. */
export type TemplateRecord = { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The run's template for `key`, built by the first test process that asks (under a lock file);
 * the others wait for its record. Null outside a Vitest run, or when the builder failed (then
 * each test prepares its own database and fails where the builder did).
 */
async function runTemplate(
  key: string,
  build: (dir: string) => Promise<TemplateRecord>,
): Promise<TemplateRecord | null> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir) return null;
  const ready = join(dir, `${key}.json`);
  const failed = join(dir, `${key}.failed`);
  const lock = join(dir, `${key}.lock`);
  try {
    await writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another test process builds it: wait for its record (the hook timeout bounds the wait).
    for (;;) {
      const record = await readFile(ready, 'utf8').catch(() => null);
      if (record) return JSON.parse(record) as TemplateRecord;
      if (await readFile(failed).catch(() => null)) return null;
      // A builder whose test file was ended (e.g. its hook timed out) never finishes: take over.
      const holder = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (holder && !isAlive(holder)) {
        await unlink(lock).catch(() => undefined);
        return runTemplate(key, build);
      }
      await sleep(100);
    }
  }
  try {
    const record = await build(dir);
    // Written whole, then renamed: a waiter never reads half a record.
    await writeFile(`${ready}.tmp`, JSON.stringify(record));
    await rename(`${ready}.tmp`, ready);
    return record;
  } catch (error) {
    await writeFile(failed, String(error));
    throw error;
  }
}

export async function createTestDatabase(template?: TestDatabaseTemplate): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const record =
      template &&
      (await runTemplate(`${template.key}.pglite`, async (dir) => {
        const image = await template.prepare(undefined);
        if (!image) throw new Error(`template ${template.key}: prepare gave no PGlite image`);
        const file = join(dir, `${template.key}.${process.pid}.pglite.tar`);
        await writeFile(file, Buffer.from(await image.arrayBuffer()));
        return { kind: 'pglite', file };
      }));
    const pgliteImage =
      record?.kind === 'pglite' ? new Blob([await readFile(record.file)]) : undefined;
    return { url: undefined, drop: async () => undefined, label: 'pglite', pgliteImage };
  }
  const record =
    template &&
    (await runTemplate(`${template.key}.postgres`, async () => {
      const name = uniqueName('armatura_tpl');
      await adminQuery(adminUrl, `create database ${name}`);
      await template.prepare(withDatabase(adminUrl, name));
      return { kind: 'postgres', name };
    }));
  const name = uniqueName('armatura_t');
  // A copy of the template (no session may be connected to it: prepare closed its own).
  await adminQuery(
    adminUrl,
    record?.kind === 'postgres'
      ? `create database ${name} template ${record.name}`
      : `create database ${name}`,
  );
  return {
    url: withDatabase(adminUrl, name),
    label: 'postgres',
    async drop() {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
