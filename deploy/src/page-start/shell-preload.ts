// The shell's start files, preloaded from the HTML: with Module Federation's async start-up the
// browser learns of the shared modules' chunks only after main.js has run, a round trip later,
// and some only after others ran. The shell's mf-manifest.json lists them (every shared module
// the shell provides is loaded at start: the header uses them); read again only when it changes.
import { join } from 'node:path';
import type { CachedJson } from '../releases/file-cache.js';

type ShellManifest = { shared?: { assets?: { js?: { sync?: string[] } } }[] };

/** Paths of the shell's shared-module chunks (absolute: the shell's publicPath is '/'). */
export function shellStartFiles(root: string, readJson: CachedJson): string[] {
  let manifest: ShellManifest | undefined;
  try {
    manifest = readJson(join(root, 'shell', 'dist', 'mf-manifest.json')) as ShellManifest;
  } catch {
    return []; // being rewritten by a build: the page starts without hints
  }
  const files = new Set<string>();
  for (const shared of manifest?.shared ?? [])
    for (const file of shared.assets?.js?.sync ?? []) files.add(`/${file}`);
  return [...files];
}
