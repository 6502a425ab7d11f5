// Adds Armatura's own data to dist/mf-manifest.json under the top-level key `armatura`
// (a remote's routes, menus and titles as `armatura.surface`; other parts may add more keys).
// Module Federation's `manifest.additionalData` cannot do this: it edits the stats, and the
// manifest is rebuilt from a fixed list of the stats' keys afterwards (id, name, metaData,
// shared, remotes, exposes), so an extra key never reaches mf-manifest.json. This plugin runs
// after the federation plugin wrote the file and merges its keys into whatever `armatura`
// already holds, so several instances (one per key) compose.
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { MANIFEST_KEY } from '../federation/manifest-key';

export const MANIFEST_FILE = 'mf-manifest.json';

export class ManifestBlockPlugin implements RspackPluginInstance {
  constructor(private readonly block: Record<string, unknown>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ManifestBlockPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // The federation plugin writes the manifest at OPTIMIZE_TRANSFER; this runs after it.
        {
          name: 'ManifestBlockPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) {
            compilation.errors.push(
              new compiler.rspack.WebpackError(`${MANIFEST_FILE} is missing: nothing to add to`),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          const existing = manifest[MANIFEST_KEY];
          manifest[MANIFEST_KEY] = {
            ...(existing && typeof existing === 'object' ? existing : {}),
            ...this.block,
          };
          compilation.updateAsset(
            MANIFEST_FILE,
            new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
