import type { Kysely, Transaction } from 'kysely';

/**
 * Something queries can run on: the database or an open transaction (a Transaction is a Kysely).
 * Domains pass their generated table types (`Executor<CatalogTables>`, or the `CatalogDb` alias
 * from their server/db/tables.ts); the platform's own handle sees every schema untyped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform-wide default
export type Executor<DB = any> = Kysely<DB>;

/** Runs `work` in a transaction unless the caller already is in one (so module APIs compose). */
export function inTransaction<DB, T>(
  executor: Kysely<DB>,
  work: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<DB>);
  return executor.transaction().execute(work);
}
