import type { Transaction } from 'kysely';
import type { Db } from './database.js';

/** Something queries can run on: the database or an open transaction. */
export type Executor = Db | Transaction<any>;

/** Runs `work` in a transaction unless the caller already is in one (so module APIs compose). */
export function inTransaction<T>(
  executor: Executor,
  work: (tx: Transaction<any>) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction) return work(executor as Transaction<any>);
  return (executor as Db).transaction().execute(work);
}
