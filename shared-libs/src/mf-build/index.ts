// Node-side helpers that build the rspack config of the shell and of each remote.
// One call per app keeps the Module Federation contract (ARCHITECTURE.md §3) in one place.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createBaseConfig, resolveMode, type Mode } from './base';
import { createShared } from './shared';
import { PAGE_TITLE, THEME_COLOR } from '../constants';
import { remoteDevServer, shellDevServer } from './dev-server';
import { ManifestBlockPlugin } from './manifest-block';
import type { RemoteSurface } from '../federation/remote-surface';

export { createShared, requiredVersionOf, SHARED_LIBS_ENTRIES } from './shared';
import { createServerRenderConfig, remoteServerDir } from './server-render';

export {
  createServerRenderConfig,
  remoteServerDir,
  type ServerRenderOptions,
} from './server-render';

/** Options the remotes and the shell agree on; see module-federation.md for the why. */
function federationCommon(dir: string, runtime: 'provide' | 'consume') {
  return {
    shared: createShared(dir),
    // version-first would fetch every remote entry at start: one remote down breaks all.
    shareStrategy: 'loaded-first' as const,
    // No bootstrap-file dance, no "Shared module is not available for eager consumption".
    experiments: {
      asyncStartup: true,
      // The shell provides the federation runtime; remotes use it instead of shipping their own
      // copy in every remoteEntry.js (about 30 KB gzip each). Remotes are loaded by the shell only.
      ...(runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: {
        // Browser builds: the runtime's Node.js branches (script loading by fetch + vm) go.
        target: 'web' as const,
        // A remote never loads another remote (only the shell does), so its remoteEntry.js
        // drops the bundler runtime's remote-loading code.
        disableRemote: runtime === 'consume',
      },
    },
    // Types are not generated here: builds stay fast; teams import contracts from shared-libs.
    dts: false,
    // Emits dist/mf-manifest.json, the URL the registry points at.
    manifest: true,
  };
}

/** For output.clean: true for a remote's server build folder, what is in it and above it. */
function keepServerBuild(dir: string) {
  const serverDir = remoteServerDir(dir);
  return (file: string) =>
    file.startsWith(serverDir + path.sep) || serverDir.startsWith(path.resolve(file));
}

export type RemoteConfigOptions = {
  /** Module Federation name, e.g. 'mf_catalog' (the registry key). */
  name: string;
  dir: string;
  /** The team's short public surface, e.g. { './spa': './src/exposed/spa.tsx' }. */
  exposes: Record<string, string>;
  port: number;
  mode?: Mode;
  /** The team's routes, menu entries and titles (src/public/routes.ts): mf-manifest.json's `armatura.surface`. */
  surface: RemoteSurface;
};

export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  if (!options.exposes['./spa']) throw new Error(`${options.name}: every remote exposes './spa'`);
  const base = createBaseConfig({
    dir: options.dir,
    uniqueName: options.name,
    port: options.port,
    mode: options.mode,
  });
  return {
    ...base,
    name: options.name,
    // dist/server/ is the remote's server rendering (createServerRenderConfig), built beside: the
    // clean-up keeps it and the folders above it (rspack asks with absolute paths).
    output: { ...base.output, publicPath: 'auto', clean: { keep: keepServerBuild(options.dir) } },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        ...federationCommon(options.dir, 'consume'),
      }),
      new ManifestBlockPlugin({ surface: options.surface }),
    ],
    devServer: remoteDevServer(options.port),
  };
}

/**
 * A remote's builds: the browser's (createRemoteConfig) and, with `serverEntry`, its Node build
 * for the host's server rendering (`dist/server/render.mjs`, exporting `renderScreen` and/or
 * `renderWidget`: ARCHITECTURE.md "Server-rendered shell layout"). `rspack serve` builds the
 * browser's only.
 */
export function createRemoteBuilds(options: RemoteConfigOptions & { serverEntry?: string }) {
  const browser = createRemoteConfig(options);
  if (!options.serverEntry) return browser;
  const server = createServerRenderConfig({
    dir: options.dir,
    uniqueName: options.name,
    outDir: remoteServerDir(options.dir),
    entries: { render: options.serverEntry },
    mode: options.mode,
  });
  return (env: { RSPACK_SERVE?: boolean } = {}) => (env.RSPACK_SERVE ? browser : [browser, server]);
}

export type ShellConfigOptions = {
  dir: string;
  port: number;
  mode?: Mode;
  /** Entry module; default src/index.tsx. */
  entry?: string;
};

// 'Armatura platforma B2B - wyposażenie wnętrz PREMIUM' and '#cd5700' (storefront.md §1).
export const SHELL_TITLE = PAGE_TITLE;

export function createShellConfig(options: ShellConfigOptions): Configuration {
  const base = createBaseConfig({
    dir: options.dir,
    uniqueName: 'shell',
    port: options.port,
    mode: options.mode,
  });
  const publicDir = path.join(options.dir, 'public');
  return {
    ...base,
    name: 'shell',
    entry: { main: options.entry ?? './src/index.tsx' },
    // Absolute: deep links such as /kokpit/pulpit must still find /main.[hash].js.
    output: { ...base.output, publicPath: '/' },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at runtime from /registry.json (shell/src/federation).
        remotes: {},
        ...federationCommon(options.dir, 'provide'),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(options.dir, 'index.html'),
        title: SHELL_TITLE,
        meta: { 'theme-color': THEME_COLOR },
        minify: resolveMode(options.mode) === 'production',
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }],
      }),
    ],
    devServer: shellDevServer(options.port),
  };
}
