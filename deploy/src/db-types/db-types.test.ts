// The checked-in table types are exactly what the migrations produce: a migration changed without
// `npm run db:types` fails here, so the typecheck never runs against a stale picture of a table.
import { readFileSync, existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { displayPath, generateTableTypes } from './generate.js';

describe('generated table types', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await generateTableTypes();
  }, 60_000);

  it('match the migrated schema of every owner (run `npm run db:types` after a migration)', () => {
    expect(files.size).toBe(8); // the platform schema and seven domains
    for (const [file, text] of files) {
      const stored = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      expect(stored, `${displayPath(file)} is stale: run npm run db:types`).toBe(text);
    }
  });

  it('type every column of a domain table, named by schema', () => {
    const users = [...files].find(([f]) => f.includes('mf-admin-users'));
    expect(users?.[1]).toMatch(/"users\.user_limits": UsersUserLimits;/);
    expect(users?.[1]).toMatch(/amount: Numeric;/);
    expect(users?.[1]).not.toMatch(/"catalog\./); // a domain sees only its own schema
  });
});
