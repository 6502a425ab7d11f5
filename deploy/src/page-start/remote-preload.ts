// The remotes' files a page needs before its screen can show, from the registry the page carries:
// the route's remote (its entry, its single-spa lifecycle `spa`, the screen's named chunks), the
// widgets the screen and the header show, and each such remote's manifest. Without these hints
// the browser learns of them in a chain: manifest → remoteEntry.js → exposed module → screen
// chunk, a round trip each. Which chunks a group needs comes from the remote's own build
// (dist/chunk-groups.json, in its dist/ or release folder), so a team still releases alone.
import { join } from 'node:path';
import { HEADER_WIDGETS, REMOTE_FOLDERS } from '@armatura/shared-libs/constants';
import type { CachedJson } from '../releases/file-cache.js';
import type { ServedRegistry } from '../releases/compose.js';
import { releaseDirOf } from '../releases/layout.js';
import type { ScreenRoute } from './screen-route.js';

/**
 * Manifest URLs (fetched by the federation runtime), and the scripts and styles to preload;
 * `screenStyles`: the stylesheets of the route's own remote (its entry, `spa` and the screen's
 * chunks, not the widgets'), each with its file on this host's disk, which a page whose screen is
 * in the HTML writes into it (./styles.ts).
 */
export type RemoteStartFiles = {
  manifests: string[];
  files: string[];
  screenStyles: { url: string; file: string }[];
  /** The same for each widget the screen shows (its exposed module's stylesheets), by id. */
  widgetStyles: Record<string, { url: string; file: string }[]>;
};

export type Where = { root: string; releasesDir: string; readJson: CachedJson };

const MANIFEST = /^\/remotes\/([a-z-]+)\/(?:([^/]+)\/)?mf-manifest\.json$/;

/** The folder on this host's disk a manifest URL is served from; undefined for any other origin. */
export function localDir(
  url: string,
  { root, releasesDir }: Pick<Where, 'root' | 'releasesDir'>,
): string | undefined {
  const m = MANIFEST.exec(url);
  if (!m || !Object.values(REMOTE_FOLDERS).includes(m[1] as never)) return undefined;
  return m[2] ? releaseDirOf(releasesDir, m[1]!, m[2]) : join(root, m[1]!, 'dist');
}

/** The route's own groups in its remote: its entry, its single-spa lifecycle, the screen's chunks. */
const screenGroups = (shown: ScreenRoute): string[] => [
  shown.remote,
  '__federation_expose_spa',
  ...(shown.route.chunks ?? []),
];

/** remote name → the chunk groups the page needs from it (each remote's entry group included). */
function neededGroups(shown: ScreenRoute | undefined): Map<string, Set<string>> {
  const needs = new Map<string, Set<string>>();
  const need = (remote: string, group: string) => {
    if (!needs.has(remote)) needs.set(remote, new Set([remote]));
    needs.get(remote)!.add(group);
  };
  const widget = (id: string) => {
    const [remote, expose] = id.split('/');
    if (remote && expose) need(remote, `__federation_expose_${expose}`);
  };
  if (shown) {
    for (const group of screenGroups(shown)) need(shown.remote, group);
    for (const id of shown.route.widgets ?? []) widget(id);
  }
  for (const id of Object.values(HEADER_WIDGETS)) widget(id);
  return needs;
}

/** The page's remote files; a remote not served from this host's disk is left to the shell. */
export function remoteStartFiles(
  registry: ServedRegistry,
  shown: ScreenRoute | undefined,
  where: Where,
): RemoteStartFiles {
  const manifests: string[] = [];
  const files = new Set<string>();
  const screenStyles: RemoteStartFiles['screenStyles'] = [];
  const widgetStyles: RemoteStartFiles['widgetStyles'] = {};
  for (const [name, groups] of neededGroups(shown)) {
    const url = registry.remotes[name]?.entry;
    const dir = url ? localDir(url, where) : undefined;
    if (!url || !dir) continue;
    let known: Record<string, string[]> | undefined;
    try {
      known = where.readJson(join(dir, 'chunk-groups.json')) as typeof known;
    } catch {
      continue; // being rewritten by a build
    }
    if (!known) continue;
    manifests.push(url);
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const group of groups) for (const file of known[group] ?? []) files.add(base + file);
    const styles = (group: string) =>
      (known![group] ?? [])
        .filter((file) => file.endsWith('.css'))
        .map((file) => ({ url: base + file, file: join(dir, file) }));
    for (const id of shown?.route.widgets ?? [])
      if (id.startsWith(`${name}/`))
        widgetStyles[id] = styles(`__federation_expose_${id.slice(name.length + 1)}`);
    if (name === shown?.remote) screenStyles.push(...screenGroups(shown).flatMap(styles));
  }
  return { manifests, files: [...files], screenStyles, widgetStyles };
}
