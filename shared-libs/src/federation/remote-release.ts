// What a released remote says about itself (issue 17, "independent delivery"). `npm run release`
// writes it into the remote's mf-manifest.json under `armatura.release`; the platform host copies
// it into /registry.json and the shell checks `sharedLibs` against its own copy of shared-libs
// before it loads the remote. A plain `npm run build` has no release block: such a remote is
// accepted (development builds are always built against the shell's shared-libs).
import satisfies from 'semver/functions/satisfies';
import { MANIFEST_KEY } from './manifest-key';

export { MANIFEST_KEY };

export type RemoteRelease = {
  /** Folder name of the release: '<package version>-<content hash>', e.g. '0.1.0-3fa2c9d1e0'. */
  version: string;
  /** git HEAD of the checkout the remote was built from. */
  commit: string;
  /** When the build ran (ISO 8601). */
  builtAt: string;
  /** The semver range of @armatura/shared-libs the remote was built against, e.g. '^0.1.0'. */
  sharedLibs: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The release block of a parsed mf-manifest.json; undefined when absent or malformed. */
export function releaseOfManifest(manifest: unknown): RemoteRelease | undefined {
  const block = isRecord(manifest) ? manifest[MANIFEST_KEY] : undefined;
  const release = isRecord(block) ? block.release : undefined;
  if (!isRecord(release)) return undefined;
  const { version, commit, builtAt, sharedLibs } = release;
  if ([version, commit, builtAt, sharedLibs].some((v) => typeof v !== 'string')) return undefined;
  return release as RemoteRelease;
}

/**
 * Whether a remote built against `release.sharedLibs` may run on `sharedLibsVersion` (the
 * shell's): plain semver, so an unparsable range or version is incompatible.
 */
export function isCompatibleRelease(release: RemoteRelease, sharedLibsVersion: string): boolean {
  return satisfies(sharedLibsVersion, release.sharedLibs);
}
