// When the modules run apart, their processes start at the same time against one PostgreSQL and
// each migrates (the platform schema, then its own): concurrent `create schema/table if not exists`
// can still fail on the catalog's unique indexes. A session advisory lock, held on one connection
// while the pool's others migrate, lets one process migrate at a time. PGlite has one process.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/** Any fixed number: the key every Armatura process takes for migrations. */
const MIGRATION_LOCK = 1_734_172_017;

export async function withMigrationLock<T>(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  migrate: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return migrate();
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      return await migrate();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
