// Vitest global setup (vitest.config.ts): a directory for this run's test-database templates
// (test-database.ts), named to the test processes by ARMATURA_TEST_TEMPLATES; afterwards the
// PostgreSQL templates are dropped and the directory (PGlite images) removed. Cheap when no test
// needs a database: templates are built lazily by the first test that asks.
import pg from 'pg';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_DIR_ENV, type TemplateRecord } from './test-database.js';

export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'armatura-test-templates-'));
  // Set before Vitest starts its workers, which inherit the environment.
  process.env[TEMPLATE_DIR_ENV] = dir;
  return async function teardown() {
    const adminUrl = process.env.TEST_DATABASE_URL;
    for (const file of await readdir(dir)) {
      if (!file.endsWith('.json') || !adminUrl) continue;
      const record = JSON.parse(await readFile(join(dir, file), 'utf8')) as TemplateRecord;
      if (record.kind !== 'postgres') continue;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${record.name} with (force)`);
      await admin.end();
    }
    await rm(dir, { recursive: true, force: true });
    delete process.env[TEMPLATE_DIR_ENV];
  };
}
