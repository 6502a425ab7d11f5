// Turns a finished build of a remote into a release: the version is the package version plus a
// hash of the built files (the same sources give the same version, so releasing twice publishes
// once), the manifest gets `armatura.release`, and the folder is moved in whole under
// <releases>/<folder>/<version>/. An existing version folder is never touched.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { MANIFEST_KEY, type RemoteRelease } from '@armatura/shared-libs/federation/release';
import { releaseDirOf } from './layout.js';
import { RecordError } from './record.js';

type Manifest = Record<string, unknown> & {
  metaData?: { publicPath?: string };
  shared?: { name?: string; requiredVersion?: string }[];
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

// mf-stats.json is build diagnostics the runtime never reads, and its "usedIn" lists vary from one
// build of the same sources to the next: left out, or every release would be a new version.
const UNHASHED = new Set(['mf-stats.json']);

/** 10 hex digits of a SHA-256 over every served file's relative path and bytes. */
export function hashBuild(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    if (UNHASHED.has(relative(dir, file))) continue;
    hash.update(`${relative(dir, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

/** The range of @armatura/shared-libs the build shares its entries under (createShared). */
export function sharedLibsRangeOf(manifest: Manifest): string {
  const entry = manifest.shared?.find((s) => s.name?.startsWith('@armatura/shared-libs/'));
  if (!entry?.requiredVersion)
    throw new RecordError('the manifest shares no @armatura/shared-libs entry with a range');
  return entry.requiredVersion;
}

/** The manifest with `armatura.release` set, whatever else `armatura` holds (the surface) kept. */
export function stampManifest(manifest: Manifest, release: RemoteRelease): Manifest {
  const block = manifest[MANIFEST_KEY];
  const armatura = typeof block === 'object' && block !== null ? block : {};
  return { ...manifest, [MANIFEST_KEY]: { ...armatura, release } };
}

export type PublishOptions = {
  /** The finished build (moved away when published, removed when the version exists). */
  buildDir: string;
  releasesDir: string;
  folder: string;
  packageVersion: string;
  commit: string;
  builtAt: string;
};

export type Published = { release: RemoteRelease; dir: string; created: boolean };

export function publishBuild(options: PublishOptions): Published {
  const manifestFile = join(options.buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new RecordError(`${manifestFile} was not built`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // A release is served from a folder the build never knew: chunks must resolve from the manifest.
  if (manifest.metaData?.publicPath !== 'auto')
    throw new RecordError(`publicPath must be 'auto' to serve a release from its own folder`);
  const version = `${options.packageVersion}-${hashBuild(options.buildDir)}`;
  const release: RemoteRelease = {
    version,
    commit: options.commit,
    builtAt: options.builtAt,
    sharedLibs: sharedLibsRangeOf(manifest),
  };
  const dir = releaseDirOf(options.releasesDir, options.folder, version);
  if (existsSync(dir)) {
    rmSync(options.buildDir, { recursive: true, force: true });
    const existing = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
    const kept = (existing[MANIFEST_KEY] as { release?: RemoteRelease } | undefined)?.release;
    return { release: kept ?? release, dir, created: false };
  }
  writeFileSync(manifestFile, JSON.stringify(stampManifest(manifest, release), null, 2));
  mkdirSync(dirname(dir), { recursive: true });
  renameSync(options.buildDir, dir);
  return { release, dir, created: true };
}
