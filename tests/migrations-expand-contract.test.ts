// Migrations run before the new code and while the previous version still serves (rolling deploys,
// rollbacks, remotes in open tabs): so a migration only expands — new tables, new nullable or
// defaulted columns, relaxed constraints. Dropping, renaming or tightening what the previous
// version reads or writes is the contract step of ARCHITECTURE.md's "Changing an API or a table",
// allowed only in a migration that says so with a `// contract step:` comment giving its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_FOLDERS } from '../shared-libs/src/constants';

const ROOT = resolve(import.meta.dirname, '..');
const MIGRATION_DIRS = ['shell', ...Object.values(REMOTE_FOLDERS)].map((app) =>
  join(ROOT, app, 'server', 'migrations'),
);
const CONTRACT_STEP = /\/\/\s*contract step:\s*\S/;

/** What the previous version's code may still need. Temporary tables (unqualified) are not data. */
const DESTRUCTIVE: [RegExp, string][] = [
  [/\bdrop\s+(table|view|schema|type)\s+(if\s+exists\s+)?\w+\./i, 'drops a table, view or type'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\s+(column\b|to\b)/i, 'renames'],
  [/\bset\s+not\s+null\b/i, 'makes a column required'],
  [/\balter\s+column\s+\w+\s+(set\s+data\s+)?type\b/i, "changes a column's type"],
  [
    /\.(dropTable|dropColumn|dropView|dropType|dropSchema|renameColumn|renameTo)\(/,
    'drops or renames',
  ],
  [/\.setNotNull\(/, 'makes a column required'],
];

/** The `up` step of a migration file: its text before `down(` (kysely's Migration shape). */
function upStep(source: string): string {
  const start = source.search(/\bup\s*\(/);
  const end = source.search(/\bdown\s*\(/);
  return source.slice(start, end > start ? end : undefined).replace(/\/\/.*$/gm, '');
}

function destructiveSteps(source: string): string[] {
  if (CONTRACT_STEP.test(source)) return [];
  const up = upStep(source);
  return DESTRUCTIVE.filter(([pattern]) => pattern.test(up)).map(([, what]) => what);
}

describe('migrations only expand, unless they say they are a contract step', () => {
  it('finds what the rule forbids (so the scan below can fail)', () => {
    const migration = (up: string) =>
      `export const m = { async up(db) { ${up} }, async down(db) {} };`;
    expect(destructiveSteps(migration('await sql`alter table x.t drop column a`'))).toEqual([
      'drops a column',
    ]);
    expect(
      destructiveSteps(migration("await db.schema.alterTable('t').renameColumn('a','b')")),
    ).toEqual(['drops or renames']);
    expect(
      destructiveSteps(migration('await sql`alter table x.t alter column a set not null`')),
    ).toEqual(['makes a column required']);
    expect(destructiveSteps(migration('await sql`drop table shown_tokens`'))).toEqual([]);
    expect(
      destructiveSteps(
        `// contract step: v1.3 stopped reading it\n${migration('await sql`drop table x.old`')}`,
      ),
    ).toEqual([]);
    // The down step undoes this migration only: it may drop what up created.
    expect(
      destructiveSteps('const m = { async up(db) {}, async down(db) { sql`drop table x.t` } }'),
    ).toEqual([]);
  });

  it('holds for every migration of every domain', () => {
    const found: string[] = [];
    let files = 0;
    for (const dir of MIGRATION_DIRS) {
      for (const name of readdirSync(dir)) {
        if (name === 'index.ts' || !name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
        files++;
        for (const what of destructiveSteps(readFileSync(join(dir, name), 'utf8')))
          found.push(`${dir.slice(ROOT.length + 1)}/${name} ${what}`);
      }
    }
    expect(files).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
