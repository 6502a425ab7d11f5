// Writes dist/chunk-groups.json: for every named chunk group (each exposed module, each entry,
// each `import(/* webpackChunkName: "…" */)`), the JavaScript and CSS files it needs, split
// chunks included. The Module Federation manifest lists an expose's own file only, so the
// storefront's first-load budget (tests/first-load-budget.test.ts) reads this to know what a page
// fetches, and the host to preload a page's files (deploy/src/page-start).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** Group name → the .js and .css files it loads (its chunks' files, in load order). */
export type ChunkGroups = Record<string, string[]>;

export class ChunkGroupsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkGroupsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunkGroups: true, outputPath: true });
      const groups: ChunkGroups = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        groups[name] = (group.assets ?? [])
          .map((asset) => asset.name)
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
      }
      const dir = json.outputPath ?? compiler.options.output.path ?? '.';
      writeFileSync(path.join(dir, CHUNK_GROUPS_FILE), `${JSON.stringify(groups, null, 1)}\n`);
    });
  }
}
