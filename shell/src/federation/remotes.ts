// The six remotes the shell composes. The URLs themselves come from /registry.json at run time;
// this list only gives the names (single-spa application names = Module Federation names) and
// the default same-origin URL used when the registry cannot be fetched.
import type { RemoteName } from '../routing/routes';

export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mf_catalog: 'mf-catalog',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account_orders: 'mf-account-orders',
  mf_admin_users: 'mf-admin-users',
  mf_admin_content: 'mf-admin-content',
  mf_admin_commerce: 'mf-admin-commerce',
};

export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTE_FOLDERS, name);
}

/** Where the platform host publishes a remote's manifest (deploy/registry/*.json agree). */
export function defaultManifestUrl(name: RemoteName): string {
  return `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`;
}
