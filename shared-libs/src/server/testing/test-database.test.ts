// Test-database templates (CI speed): a template is prepared once per run however many test
// databases ask for it at once, and each test database is its own copy of it — on PGlite (image)
// and, in the PostgreSQL pass of `npm run test:unit`, on PostgreSQL (CREATE DATABASE … TEMPLATE).
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/index.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseTemplate } from './index.js';

const opened: { db: TestDatabase; handle: DatabaseHandle }[] = [];
afterAll(async () => {
  for (const { db, handle } of opened) {
    await handle.close();
    await db.drop();
  }
});

async function open(template: TestDatabaseTemplate) {
  const db = await createTestDatabase(template);
  const handle = await openDatabase({ url: db.url, pgliteImage: db.pgliteImage });
  opened.push({ db, handle });
  return handle;
}

const rows = async (h: DatabaseHandle) =>
  (await sql<{ note: string }>`select note from prepared order by id`.execute(h.db)).rows.map(
    (r) => r.note,
  );

describe('createTestDatabase with a template', () => {
  it('prepares it once for concurrent callers and gives each its own copy', async () => {
    let prepared = 0;
    const template: TestDatabaseTemplate = {
      key: `probe-${randomBytes(4).toString('hex')}`,
      async prepare(url) {
        prepared++;
        const h = await openDatabase({ url });
        await sql`create table prepared (id serial primary key, note text not null)`.execute(h.db);
        await sql`insert into prepared (note) values ('seeded')`.execute(h.db);
        const image = await h.dumpImage?.();
        await h.close();
        return image;
      },
    };
    const [a, b] = await Promise.all([open(template), open(template)]);
    expect(prepared).toBe(1);
    expect(await rows(a)).toEqual(['seeded']);
    await sql`insert into prepared (note) values ('only in a')`.execute(a.db);
    expect(await rows(b)).toEqual(['seeded']);
    // A later database starts from the template, not from another test's changes.
    const c = await open(template);
    expect(await rows(c)).toEqual(['seeded']);
    expect(prepared).toBe(1);
  });
});
