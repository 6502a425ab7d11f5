// Each package declares exactly what its own files import (ISSUE "one of each thing"): a remote that
// imports react declares react; nobody declares a package nobody imports. Declared means listed in
// that package.json's dependencies, devDependencies or peerDependencies. The root package.json is
// checked too (tests/, bench/, vitest.config.ts) and keeps the tools every workspace runs.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
type PackageJson = {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const rootPkg = readJson(join(ROOT, 'package.json'));
const WORKSPACES = rootPkg.workspaces ?? [];
const WORKSPACE_NAMES = new Set(
  WORKSPACES.map((ws) => readJson(join(ROOT, ws, 'package.json')).name!),
);

/** What is scanned in a workspace (sources, server, scripts, build config); the root has its own. */
const WORKSPACE_ENTRIES = ['src', 'server', 'scripts', 'rspack.config.ts'];
const ROOT_ENTRIES = ['tests', 'bench', 'vitest.config.ts', 'eslint.config.js'];

/**
 * Declared but imported by no file, on purpose. Every entry says who uses it instead.
 * Tools used only through a CLI or a config string stay where their command runs.
 */
const USED_WITHOUT_IMPORT: Record<string, Record<string, string>> = {
  armatura: {
    typescript: 'tsc (npm run typecheck) and the type checker of rspack builds',
    '@rspack/cli':
      'the `rspack build`/`rspack serve` command of every app (npm puts the root .bin on PATH)',
    '@rspack/dev-server': '`rspack serve` of every app (npm run dev)',
    tsx: '`node --import tsx` in the bench script and `npm run db:types`',
    prettier: '`npm run format:check` (run by npm test) and `npm run format`',
    eslint: '`npm run lint` (run by npm test); eslint.config.js configures it',
  },
  '@armatura/deploy': {
    tsx: 'the start script `tsx src/main.ts`',
  },
  '@armatura/shared-libs': {
    // mf-build/shared.ts shares it as a Module Federation singleton (ARCHITECTURE.md §3) and reads its
    // range from this package.json; no file imports it yet. Drop both together if it stays unused.
    '@nanostores/router': 'a Module Federation singleton listed in src/mf-build/shared.ts',
  },
};

/**
 * Imported by files of every package but provided by the root package.json: the test runner runs
 * from the root, and app test files may import the composed test platform (ARCHITECTURE.md §1),
 * which would otherwise be a dependency cycle (deploy depends on every app).
 */
const PROVIDED_BY_ROOT = new Set(['vitest', '@playwright/test']);
const TEST_ONLY_WORKSPACE_IMPORTS = new Set(['@armatura/deploy']);

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')));
const IMPORT_RE =
  /(?:^|[^\w.$])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)|@vitest-environment\s+([\w-]+)/g;

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return /\.(ts|tsx|mts|mjs|js)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) =>
    name === 'node_modules' || name === 'dist' || name.startsWith('.')
      ? []
      : filesOf(join(path, name)),
  );
}

/** 'node:fs' → 'node:', '@scope/pkg/sub' → '@scope/pkg', 'pkg/sub' → 'pkg'; relative paths → null. */
function packageOf(spec: string): string | null {
  if (
    spec.startsWith('.') ||
    spec.startsWith('/') ||
    (spec.includes(':') && !spec.startsWith('node:'))
  )
    return null;
  if (spec.startsWith('node:') || BUILTINS.has(spec.split('/')[0]!)) return 'node:';
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

interface Use {
  pkg: string;
  file: string;
  isTest: boolean;
}

function importsOf(dir: string, entries: string[]): Use[] {
  const uses: Use[] = [];
  for (const file of entries.flatMap((e) => filesOf(join(dir, e)))) {
    // Whole-line comments may quote import statements; they import nothing.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l) || l.includes('@vitest-environment'))
      .join('\n');
    for (const m of text.matchAll(IMPORT_RE)) {
      const pkg = packageOf(m[1] ?? m[2] ?? m[3] ?? m[4]!);
      if (pkg)
        uses.push({ pkg, file: file.slice(ROOT.length + 1), isTest: /\.test\.tsx?$/.test(file) });
    }
  }
  return uses;
}

/** Where npm put a package for this workspace: its own node_modules first, then the hoisted one. */
const installedDir = (wsDir: string, pkg: string) =>
  [join(wsDir, 'node_modules', pkg), join(ROOT, 'node_modules', pkg)].find((d) =>
    existsSync(join(d, 'package.json')),
  );

/** True when the installed package ships its own type declarations. */
function shipsTypes(wsDir: string, pkg: string): boolean {
  const dir = installedDir(wsDir, pkg);
  if (!dir) return true; // not installed: the "undeclared" check speaks
  const json = readFileSync(join(dir, 'package.json'), 'utf8');
  return (
    /"(types|typings)"\s*:/.test(json) ||
    json.includes('.d.ts') ||
    existsSync(join(dir, 'index.d.ts'))
  );
}

/** The packages a set of imports needs declared: the imports themselves plus @types/x for untyped x. */
function needed(wsDir: string, uses: Use[]): Map<string, string> {
  const need = new Map<string, string>();
  for (const { pkg, file } of uses) {
    const typesPkg =
      pkg === 'node:'
        ? '@types/node'
        : `@types/${pkg.startsWith('@') ? pkg.slice(1).replace('/', '__') : pkg}`;
    if (pkg !== 'node:' && !need.has(pkg)) need.set(pkg, file);
    if (
      (pkg === 'node:' || !shipsTypes(wsDir, pkg)) &&
      installedDir(wsDir, typesPkg) &&
      !need.has(typesPkg)
    )
      need.set(typesPkg, `${file} (types of ${pkg === 'node:' ? 'node builtins' : pkg})`);
  }
  return need;
}

interface Report {
  undeclared: string[];
  unused: string[];
}

function check(dir: string, entries: string[]): Report {
  const pkgJson = readJson(join(dir, 'package.json'));
  const name = pkgJson.name!;
  const declared = new Set(
    Object.keys({
      ...pkgJson.dependencies,
      ...pkgJson.devDependencies,
      ...pkgJson.peerDependencies,
    }),
  );
  const isRoot = dir === ROOT;
  const uses = importsOf(dir, entries).filter((u) => u.pkg !== name);
  const need = needed(
    dir,
    uses.filter(
      (u) =>
        !(PROVIDED_BY_ROOT.has(u.pkg) && !isRoot) &&
        !(u.isTest && TEST_ONLY_WORKSPACE_IMPORTS.has(u.pkg)),
    ),
  );
  const undeclared = [...need]
    .filter(([pkg]) => !declared.has(pkg) && !(isRoot && WORKSPACE_NAMES.has(pkg)))
    .map(([pkg, file]) => `${pkg} (${file})`);
  const allowed = USED_WITHOUT_IMPORT[name] ?? {};
  const unused = [...declared].filter((pkg) => !need.has(pkg) && !(pkg in allowed));
  return { undeclared: undeclared.sort(), unused: unused.sort() };
}

describe('declared dependencies', () => {
  it.each(WORKSPACES)('%s declares exactly what it imports', (ws) => {
    expect(check(join(ROOT, ws), WORKSPACE_ENTRIES)).toEqual({ undeclared: [], unused: [] });
  });

  it('the root declares the tools and what tests/ and bench/ import', () => {
    expect(check(ROOT, ROOT_ENTRIES)).toEqual({ undeclared: [], unused: [] });
  });

  it('every allow-list entry is still declared where it is listed', () => {
    const byName = new Map([
      [rootPkg.name!, rootPkg],
      ...WORKSPACES.map((ws) => {
        const p = readJson(join(ROOT, ws, 'package.json'));
        return [p.name!, p] as const;
      }),
    ]);
    for (const [name, entries] of Object.entries(USED_WITHOUT_IMPORT)) {
      const p = byName.get(name);
      for (const pkg of Object.keys(entries))
        expect(
          p && { ...p.dependencies, ...p.devDependencies }[pkg],
          `${name}: ${pkg}`,
        ).toBeDefined();
    }
  });

  it('maps import specifiers to package names', () => {
    expect(
      [
        'node:fs',
        'fs/promises',
        '@fastify/static',
        'react-dom/client',
        'csv-parse/sync',
        './x.js',
        '@armatura/shared-libs/format',
      ].map(packageOf),
    ).toEqual([
      'node:',
      'node:',
      '@fastify/static',
      'react-dom',
      'csv-parse',
      null,
      '@armatura/shared-libs',
    ]);
  });
});
