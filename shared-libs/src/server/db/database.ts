// One typed SQL layer (Kysely) that runs unchanged on PGlite (embedded, default) and on PostgreSQL
// (DATABASE_URL). Both paths return the same JS types: int8 and numeric become numbers, so a
// repository never has to know which engine it runs on.
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { createPGlitePool } from './pglite-pool.js';

/**
 * The platform's handle: it sees every schema, so it is untyped. A domain narrows it to its own
 * generated tables (`CatalogDb` from catalog's server/db/tables.ts; `npm run db:types`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Db = Kysely<any>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tar image, to start other databases from (test templates). */
  dumpImage?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… — when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; absent = in-memory (tests). */
  dataDir?: string;
  /**
   * PGlite: start from this image (`DatabaseHandle.dumpImage`) instead of an empty cluster. Tests
   * start from a migrated and seeded image: no initdb, migrations or seed per test file.
   */
  pgliteImage?: Blob;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// pg parses these OIDs to strings by default. Counts and money must be numbers on both engines.
pg.types.setTypeParser(INT8_OID, (v) => Number(v));
pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DB_POOL_SIZE ?? 10),
      // No JIT: every statement here is short, and compiling costs 100+ ms once a plan's estimate
      // crosses the threshold (a ranked search page: 180 of 207 ms, docs/benchmarks.md).
      options: '-c jit=off',
    });
    // An idle client killed by the server (restart, failover, a dropped test database) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) =>
      console.warn(`[db] idle PostgreSQL connection closed: ${err.message}`),
    );
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await sql`select 1`.execute(db); // fail fast on a wrong URL
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pool = await createPGlitePool(options.dataDir, options.pgliteImage);
  const db: Db = new Kysely({
    dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }),
  });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    // Uncompressed: a test reads it back at once, and gzip would cost more CPU than it saves.
    dumpImage: () => pool.pglite.dumpDataDir('none'),
  };
}
