/**
 * The top-level key of a remote's mf-manifest.json that holds Armatura's own data: `release`
 * (remote-release.ts, stamped by the release script) and `surface` (remote-surface.ts, written by
 * the build). Its own file so that neither side imports the other's code.
 */
export const MANIFEST_KEY = 'armatura';
