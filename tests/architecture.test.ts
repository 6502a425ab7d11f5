// The import rules of ARCHITECTURE.md §1, checked on every file: teams meet only at runtime.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { REMOTE_FOLDERS } from '../shared-libs/src/constants';

const ROOT = resolve(import.meta.dirname, '..');
// The shell and every remote folder (the one list in shared-libs/src/constants.ts).
const APPS = ['shell', ...Object.values(REMOTE_FOLDERS)];
const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

function violations(folder: string, allowed: (spec: string, file: string) => boolean) {
  const found: string[] = [];
  for (const file of sourceFiles(join(ROOT, folder))) {
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      if (!allowed(spec, file)) found.push(`${relative(ROOT, file)} imports ${spec}`);
    }
  }
  return found;
}

/** The top-level folder a relative import lands in. */
const topFolderOf = (spec: string, file: string) =>
  relative(ROOT, resolve(file, '..', spec)).split(sep)[0];

describe('import rules', () => {
  it.each(APPS)(
    '%s imports only shared-libs among our packages, and no other app folder',
    (app) => {
      expect(
        violations(app, (spec, file) => {
          if (spec.startsWith('.')) return topFolderOf(spec, file) === app;
          if (spec.startsWith('@armatura/'))
            return (
              spec.startsWith('@armatura/shared-libs') ||
              (spec === '@armatura/deploy/testing' && file.endsWith('.test.ts'))
            );
          return true;
        }),
      ).toEqual([]);
    },
  );

  it('shared-libs imports no app', () => {
    // shared-libs may import its own entries by package name (that is how they stay MF singletons).
    expect(
      violations('shared-libs', (spec, file) => {
        if (spec.startsWith('.')) return topFolderOf(spec, file) === 'shared-libs';
        return !spec.startsWith('@armatura/') || spec.startsWith('@armatura/shared-libs/');
      }),
    ).toEqual([]);
  });
});
