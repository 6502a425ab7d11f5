// The versions record and the promote/rollback commands: what they write, what they refuse, and
// that the scripts exit non-zero with the reason.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promoteCommand, rollbackCommand, type CommandContext } from './commands.js';
import { parseRecord, RecordError } from './record.js';

const releasesDir = mkdtempSync(join(tmpdir(), 'armatura-releases-'));
afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));
const registryDir = fileURLToPath(new URL('../../registry', import.meta.url));
let clock = Date.parse('2026-01-01T10:00:00Z');
const context: CommandContext = {
  releasesDir,
  registryDir,
  now: () => new Date((clock += 60_000)),
  defaultActor: () => 'ops',
};

function release(remote: string, version: string) {
  mkdirSync(join(releasesDir, remote, version), { recursive: true });
  writeFileSync(join(releasesDir, remote, version, 'mf-manifest.json'), '{}');
}
const record = (env = 'test') =>
  parseRecord(readFileSync(join(releasesDir, `${env}.json`), 'utf8'));

describe('promote and rollback', () => {
  it('promotes, keeps the previous versions newest first, and rolls back to them in turn', () => {
    for (const v of ['0.1.0-aaa', '0.1.0-bbb', '0.1.0-ccc']) release('mf-admin-content', v);
    const env = ['--env', 'test'];
    expect(promoteCommand(['mf-admin-content', '0.1.0-aaa', ...env], context)).toBe(
      'test: mf-admin-content is now 0.1.0-aaa',
    );
    promoteCommand(['mf-admin-content', '0.1.0-bbb', ...env, '--by', 'anna'], context);
    promoteCommand(['mf-admin-content', '0.1.0-ccc', ...env], context);
    const entry = record().remotes['mf-admin-content']!;
    expect(entry.current).toMatchObject({ version: '0.1.0-ccc', by: 'ops', action: 'promote' });
    expect(entry.previous.map((p) => [p.version, p.by])).toEqual([
      ['0.1.0-bbb', 'anna'],
      ['0.1.0-aaa', 'ops'],
    ]);

    expect(rollbackCommand(['mf-admin-content', ...env], context)).toBe(
      'test: mf-admin-content is back at 0.1.0-bbb',
    );
    expect(record().remotes['mf-admin-content']!.current).toMatchObject({
      version: '0.1.0-bbb',
      action: 'rollback',
    });
    rollbackCommand(['mf-admin-content', ...env], context);
    expect(record().remotes['mf-admin-content']!.current.version).toBe('0.1.0-aaa');
    expect(() => rollbackCommand(['mf-admin-content', ...env], context)).toThrow(
      'no previous version to roll back to (only 0.1.0-aaa)',
    );
  });

  it('keeps environments apart (local is the default)', () => {
    release('mf-catalog', '1.0.0-x');
    promoteCommand(['mf-catalog', '1.0.0-x'], context);
    expect(Object.keys(record('local').remotes)).toEqual(['mf-catalog']);
    expect(record('test').remotes['mf-catalog']).toBeUndefined();
  });

  it.each([
    [['mf-nope', '1'], 'unknown remote "mf-nope"'],
    [['mf-catalog'], 'expected: <remote> <version>'],
    [['mf-catalog', '9.9.9-none'], 'mf-catalog 9.9.9-none is not released'],
    [['mf-catalog', '../mf-admin-content/0.1.0-aaa'], 'is not released'],
    [['mf-catalog', '1.0.0-x', '--env', 'staging'], 'unknown environment "staging"'],
    [['mf-catalog', '1.0.0-x', '--envx', 'test'], "Unknown option '--envx'"],
    [['mf-catalog', '1.0.0-x'], 'already the current version'],
  ])('refuses %j', (argv, message) => {
    expect(() => promoteCommand(argv, context)).toThrow(RecordError);
    expect(() => promoteCommand(argv, context)).toThrow(message);
  });

  it('refuses to roll back a remote never promoted there, and to a deleted release', () => {
    expect(() => rollbackCommand(['mf-admin-users', '--env', 'test'], context)).toThrow(
      'mf-admin-users has never been promoted here',
    );
    release('mf-admin-users', '2.0.0-a');
    release('mf-admin-users', '2.0.0-b');
    promoteCommand(['mf-admin-users', '2.0.0-a', '--env', 'test'], context);
    promoteCommand(['mf-admin-users', '2.0.0-b', '--env', 'test'], context);
    rmSync(join(releasesDir, 'mf-admin-users', '2.0.0-a'), { recursive: true });
    expect(() => rollbackCommand(['mf-admin-users', '--env', 'test'], context)).toThrow(
      '2.0.0-a is no longer in',
    );
    expect(record().remotes['mf-admin-users']!.current.version).toBe('2.0.0-b');
  });

  it('refuses a record broken by hand, naming the file', () => {
    const file = join(releasesDir, 'production.json');
    writeFileSync(file, '{"remotes":{"mf-catalog":{"current":"1.0.0"}}}');
    release('mf-catalog', '1.0.0-y');
    expect(() => promoteCommand(['mf-catalog', '1.0.0-y', '--env', 'production'], context)).toThrow(
      `${file}: "mf-catalog" needs "current" and "previous" promotions`,
    );
  });

  it('the script prints the reason and exits 1 on bad input', () => {
    const script = fileURLToPath(new URL('../../scripts/promote.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, 'mf-nope', '1'], {
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error: unknown remote "mf-nope"');
  });
});
