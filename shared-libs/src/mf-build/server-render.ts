// The Node build of an app's server rendering (issue 16): the same sources as its browser build,
// compiled for Node into <dir>/dist-server/<name>.mjs, one self-contained ES module (React,
// react-aria and the kit inside it), so the host can import it and render the app's layout into
// the page's HTML. CSS Modules give the same class names as the browser build (same context,
// same localIdentName) and no CSS: the browser build's stylesheets style the server's HTML.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { createBaseConfig, outputDirOf, type Mode } from './base';

export type ServerRenderOptions = {
  /** The app folder. */
  dir: string;
  /** The browser build's output.uniqueName: the CSS class names' prefix must be the same. */
  uniqueName: string;
  /** Output name → entry module (each becomes <outDir>/<name>.mjs). */
  entries: Record<string, string>;
  /**
   * Where to write: `dir`/dist-server by default (the shell, which the host serves from the
   * checkout), or remoteServerDir(dir) inside a remote's build output, so a release carries it.
   */
  outDir?: string;
  mode?: Mode;
};

/** A remote's server build: server/ in its build output (never served to browsers: deploy). */
export const remoteServerDir = (dir: string): string => path.join(outputDirOf(dir), 'server');

export function createServerRenderConfig(options: ServerRenderOptions): Configuration {
  const base = createBaseConfig({
    dir: options.dir,
    uniqueName: options.uniqueName,
    port: 0,
    mode: options.mode,
  });
  const browserCss = base.module?.generator?.['css/auto'] as { localIdentName: string };
  return {
    ...base,
    name: `${options.uniqueName}-server`,
    target: ['node20', 'es2022'],
    devtool: false,
    entry: options.entries,
    output: {
      // uniqueName is part of every CSS class's hash: the same as the browser build's.
      uniqueName: options.uniqueName,
      path: options.outDir ?? path.join(options.dir, 'dist-server'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    module: {
      ...base.module,
      generator: {
        'css/auto': { localIdentName: browserCss.localIdentName, exportsOnly: true },
      },
    },
    // One file per entry: the host imports it by path; nothing to resolve at run time.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Readable stack traces in the host's log (names kept, nothing compressed); comments go, so
    // the bundled packages' sourceMappingURL lines do not send tools looking for absent maps.
    optimization: {
      moduleIds: 'named',
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: { compress: false, mangle: false, format: { comments: false } },
        }),
      ],
    },
    performance: { hints: false },
  };
}
