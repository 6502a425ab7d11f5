// Which modules every app shares through Module Federation, and with which versions.
// The list is the contract of ARCHITECTURE.md §3: one copy of React, single-spa, the
// nanostores family and every browser entry of @armatura/shared-libs in the page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Browser entries of @armatura/shared-libs (keys of its package.json "exports"). */
export const SHARED_LIBS_ENTRIES = [
  'session',
  'routing',
  'http',
  'ui',
  'i18n',
  'format',
  'permissions',
  'constants',
  // Not in the ARCHITECTURE.md list, but a browser entry too (toasts): one copy is simpler.
  'notices',
] as const;

/** Third-party singletons; the value is the package whose version applies. */
const VENDOR_SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  // Prefix share: 'react-dom/client' (and any other subpath) resolves to the one copy.
  'react-dom/': 'react-dom',
  'single-spa': 'single-spa',
  nanostores: 'nanostores',
  '@nanostores/react': '@nanostores/react',
  '@nanostores/router': '@nanostores/router',
};
// react-aria-components is deliberately NOT shared: as a shared module it cannot be tree-shaken and
// added 76 KiB gzip to the home page (docs/benchmarks.md). Teams use the UI kit's wrappers; a team
// that imports it directly gets its own tree-shaken copy and wraps it in its own RouterProvider.

export const SHARED_LIBS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type PackageJson = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function readPackageJson(dir: string): PackageJson {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : {};
}

function declaredRange(pkg: PackageJson, name: string): string | undefined {
  return pkg.dependencies?.[name] ?? pkg.peerDependencies?.[name] ?? pkg.devDependencies?.[name];
}

function installedVersion(appDir: string, name: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkgFile = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(pkgFile, 'utf8')) as PackageJson).version ?? '0.0.0';
}

/**
 * The range an app requires: its own package.json first, then shared-libs' package.json
 * (which declares the browser dependencies for every app), then ^installed version.
 * Explicit on purpose: the singleton default is not something to rely on.
 */
export function requiredVersionOf(appDir: string, name: string): string {
  return (
    declaredRange(readPackageJson(appDir), name) ??
    declaredRange(readPackageJson(SHARED_LIBS_DIR), name) ??
    `^${installedVersion(appDir, name)}`
  );
}

export type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion?: boolean;
  import?: string;
  shareKey?: string;
};

/** The `shared` option of ModuleFederationPlugin for an app living in `appDir`. */
export function createShared(appDir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [key, pkg] of Object.entries(VENDOR_SINGLETONS)) {
    shared[key] = { singleton: true, requiredVersion: requiredVersionOf(appDir, pkg) };
  }
  const libsVersion = readPackageJson(SHARED_LIBS_DIR).version ?? '0.0.0';
  const libsRange =
    declaredRange(readPackageJson(appDir), '@armatura/shared-libs') ?? `^${libsVersion}`;
  for (const entry of SHARED_LIBS_ENTRIES) {
    shared[`@armatura/shared-libs/${entry}`] = {
      singleton: true,
      requiredVersion: libsRange,
      version: libsVersion,
    };
  }
  return shared;
}
