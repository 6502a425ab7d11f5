// Each domain owns its PostgreSQL schema and its migrations. Migrations are applied at start,
// in module order, and recorded in `<schema>.kysely_migration`, so two domains never share a
// migration history and a domain can be deployed (and migrated) alone.
import { Migrator, sql, type Migration } from 'kysely';
import type { Db } from './database.js';

export type Migrations = Record<string, Migration>;

export async function migrateSchema(
  db: Db,
  schema: string,
  migrations: Migrations,
): Promise<string[]> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration of schema "${schema}" failed at ${failed ?? '?'}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
