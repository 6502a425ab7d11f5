// API tests run on an in-memory PGlite by default, and on a fresh real PostgreSQL database when
// TEST_DATABASE_URL is set (CI sets it): each suite gets its own database, dropped afterwards.
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export interface TestDatabase {
  url: string | undefined;
  drop(): Promise<void>;
  label: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined, label: 'pglite' };
  const name = `armatura_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
