// The six remotes the shell composes. The URLs themselves come from /registry.json at run time;
// the list (single-spa application names = Module Federation names, and their folders) is the
// shared one in @armatura/shared-libs/constants, also read by deploy; this file only adds the
// default same-origin URL used when the registry cannot be fetched.
import {
  REMOTE_FOLDERS,
  REMOTE_NAMES as SHARED_REMOTE_NAMES,
} from '@armatura/shared-libs/constants';
import type { RemoteName } from '../routing/routes';

// The route table's owner names and the shared list must be the same set (checked both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameNames: Same<RemoteName, keyof typeof REMOTE_FOLDERS> = true;
void sameNames;

export const REMOTE_NAMES: readonly RemoteName[] = SHARED_REMOTE_NAMES;

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_FOLDERS, name);
}

/** Where the platform host publishes a remote's manifest (deploy/registry/*.json agree). */
export function defaultManifestUrl(name: RemoteName): string {
  return `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`;
}
