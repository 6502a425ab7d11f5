// Where releases live: <releases>/<remote folder>/<version>/ (one immutable build each, served at
// /remotes/<folder>/<version>/) and <releases>/<env>.json (the versions record of an environment).
// The root is deploy/releases/ (git-ignored), or RELEASES_DIR (the tests use a temporary one).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

export function releasesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RELEASES_DIR || join(REPO_ROOT, 'deploy', 'releases'));
}

export function recordFileOf(releasesDir: string, environment: string): string {
  return join(releasesDir, `${environment}.json`);
}

export function releaseDirOf(releasesDir: string, folder: string, version: string): string {
  return join(releasesDir, folder, version);
}

/** Where the host serves a release's manifest (the chunks sit beside it: publicPath 'auto'). */
export function releaseManifestUrl(folder: string, version: string): string {
  return `/remotes/${folder}/${version}/mf-manifest.json`;
}

/** A version is one folder name: no separators, no leading dot (staging folders start with one). */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** A release is complete once its manifest is in place (the build is moved in as a whole). */
export function isReleased(releasesDir: string, folder: string, version: string): boolean {
  return (
    VERSION_PATTERN.test(version) &&
    existsSync(join(releaseDirOf(releasesDir, folder, version), 'mf-manifest.json'))
  );
}
