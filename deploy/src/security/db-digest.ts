// "Did anything stored change?" for the fuzz suite. A full digest hashes every row of every table
// (order-independent: a sum of row hashes, so no sort); it is only taken when the database may have
// been written, which `writeMark` tells cheaply: a transaction that writes is given an xid, so the
// next xid (xmax of a fresh snapshot) moves. Read-only requests never pay for a digest.
import { sql, type Db } from '@armatura/shared-libs/server';

export type Digest = Map<string, string>;

export async function listTables(db: Db): Promise<string[]> {
  const rows = (
    await sql<{
      t: string;
    }>`select quote_ident(table_schema) || '.' || quote_ident(table_name) as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`.execute(
      db,
    )
  ).rows;
  return rows.map((r) => r.t);
}

export async function digest(db: Db, tables: string[]): Promise<Digest> {
  const parts = tables.map(
    (t) =>
      `select '${t.replace(/'/g, "''")}' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as h from ${t} x`,
  );
  const rows = (
    await sql<{ t: string; h: string }>`${sql.raw(parts.join(' union all '))}`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.t, r.h]));
}

/** Tables whose digest differs (empty = nothing stored changed). */
export function changedTables(before: Digest, after: Digest): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (t) => before.get(t) !== after.get(t),
  );
}

export async function writeMark(db: Db): Promise<string> {
  return (
    await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(db)
  ).rows[0]!.x;
}
