// /registry.json as served: the environment's registry file (deploy/registry/<env>.json) with
// every promoted remote pointed at its release (<releases>/<env>.json says which version), and, for
// each manifest the host serves from its own disk, the manifest's `armatura` block (release,
// surface) copied in, so the shell needs no extra request to know them.
//
// Served entries are objects: { entry, version?, armatura? }. The registry files may keep plain
// URL strings (both forms are read here, by the shell and by the security headers).
import { join } from 'node:path';
import { REMOTE_FOLDERS, type RemoteName } from '@armatura/shared-libs/constants';
import { MANIFEST_KEY } from '@armatura/shared-libs/federation/release';
import type { CachedJson } from './file-cache.js';
import { isReleased, recordFileOf, releaseDirOf, releaseManifestUrl } from './layout.js';
import { currentVersions, validateRecord } from './record.js';

export type ServedEntry = { entry: string; version?: string; armatura?: Record<string, unknown> };

export type ServedRegistry = Record<string, unknown> & { remotes: Record<string, ServedEntry> };

export type ComposeOptions = {
  registryFile: string;
  releasesDir: string;
  environment: string;
  /** Where <folder>/dist lives (the repository). */
  staticRoot: string;
  readJson: CachedJson;
  log: { error(msg: string): void };
};

/** The URL of a registry value: a string, or an object's `entry`. */
export function entryUrlOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const entry = (value as { entry?: unknown } | null)?.entry;
  return typeof entry === 'string' ? entry : undefined;
}

function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_FOLDERS, name);
}

export function composeRegistry(options: ComposeOptions): ServedRegistry {
  const { releasesDir, staticRoot, readJson, log } = options;
  const file = readJson(options.registryFile) as { remotes?: Record<string, unknown> } | undefined;
  if (!file || typeof file.remotes !== 'object' || file.remotes === null)
    throw new Error(`${options.registryFile} has no "remotes" object`);
  const recordFile = recordFileOf(releasesDir, options.environment);
  const recordData = readJson(recordFile);
  const versions =
    recordData === undefined ? {} : currentVersions(validateRecord(recordData, recordFile));

  const armaturaOf = (manifestFile: string) => {
    try {
      const block = (readJson(manifestFile) as Record<string, unknown> | undefined)?.[MANIFEST_KEY];
      return typeof block === 'object' && block !== null
        ? (block as Record<string, unknown>)
        : undefined;
    } catch {
      return undefined; // a manifest being rewritten by a build: the shell reads it itself
    }
  };

  const remotes: Record<string, ServedEntry> = {};
  for (const [name, value] of Object.entries(file.remotes)) {
    const url = entryUrlOf(value);
    if (!url) continue;
    const folder = isRemoteName(name) ? REMOTE_FOLDERS[name] : undefined;
    const version = folder ? versions[folder] : undefined;
    if (folder && version && isReleased(releasesDir, folder, version)) {
      const manifest = join(releaseDirOf(releasesDir, folder, version), 'mf-manifest.json');
      const armatura = armaturaOf(manifest);
      remotes[name] = {
        entry: releaseManifestUrl(folder, version),
        version,
        ...(armatura && { armatura }),
      };
      continue;
    }
    if (folder && version)
      log.error(
        `${folder} ${version} is promoted in ${recordFile} but not released: serving ${url}`,
      );
    const fromDist = folder && url === `/remotes/${folder}/mf-manifest.json`;
    const armatura = fromDist
      ? armaturaOf(join(staticRoot, folder, 'dist', 'mf-manifest.json'))
      : undefined;
    remotes[name] = { entry: url, ...(armatura && { armatura }) };
  }
  return { ...file, remotes };
}
