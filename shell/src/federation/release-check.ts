// Loaded on demand by compatibility.ts: the semver range check against the shell's own copy of
// @armatura/shared-libs (its version is read from the package at build time).
import { isCompatibleRelease, releaseOfManifest } from '@armatura/shared-libs/federation/release';
import sharedLibsPackage from '@armatura/shared-libs/package.json';

export const SHELL_SHARED_LIBS_VERSION: string = sharedLibsPackage.version;

/** Why a manifest's release cannot run in this shell; undefined when it can (or has no release). */
export function incompatibilityOf(manifest: unknown): string | undefined {
  const release = releaseOfManifest(manifest);
  if (!release) return 'malformed armatura.release block';
  if (isCompatibleRelease(release, SHELL_SHARED_LIBS_VERSION)) return undefined;
  return `release ${release.version} needs @armatura/shared-libs ${release.sharedLibs}, the shell has ${SHELL_SHARED_LIBS_VERSION}`;
}
