// Adapts PGlite to the `pg.Pool` surface Kysely's PostgresDialect needs.
// PGlite has ONE connection: the pool hands out a single client behind a FIFO lock, so a Kysely
// transaction owns the connection until it commits and other queries queue behind it.
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { mkdirSync } from 'node:fs';

// Kysely only needs to know "DML or not" to report affected rows; any DML command name will do.
const SELECT_RE = /^\s*select\b/i;

interface Waiter {
  resolve: () => void;
}

// A query that waits this long for the single connection is almost always a query through `ctx.db`
// issued while the same code holds a transaction: on PGlite that can never finish. Fail loudly
// instead of hanging (on PostgreSQL it would run on a second connection).
const WAIT_LIMIT_MS = Number(process.env.PGLITE_WAIT_LIMIT_MS ?? 30_000);
const DEADLOCK_MESSAGE = `PGlite: waited ${WAIT_LIMIT_MS / 1000} s for the single connection. Probably a query outside an open transaction: pass the transaction (Executor) down, or read before opening it. See ARCHITECTURE.md §4.`;

/** `image`: a dump (`dumpDataDir`) to start from instead of a new cluster (test templates). */
export async function createPGlitePool(dataDir?: string, image?: Blob) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: image,
    extensions: { pg_trgm, unaccent, fuzzystrmatch, btree_gin },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  });
  let busy = false;
  const queue: Waiter[] = [];

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (!busy) {
        busy = true;
        resolve();
        return;
      }
      const waiter: Waiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const i = queue.indexOf(waiter);
        if (i >= 0) {
          queue.splice(i, 1);
          reject(new Error(DEADLOCK_MESSAGE));
        }
      }, WAIT_LIMIT_MS);
      timer.unref();
      queue.push(waiter);
    });
  const release = () => {
    const next = queue.shift();
    if (next) next.resolve();
    else busy = false;
  };

  const client = {
    async query(sql: string, parameters: unknown[]) {
      const res = await pglite.query(sql, parameters);
      const command = SELECT_RE.test(sql) ? 'SELECT' : 'UPDATE';
      return { rows: res.rows, rowCount: res.affectedRows ?? 0, command };
    },
    release,
  };

  return {
    pglite,
    async connect() {
      await acquire();
      return client;
    },
    async end() {
      await pglite.close();
    },
  };
}
