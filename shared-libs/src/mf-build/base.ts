// The part of an rspack config that the shell and the remotes have in common:
// TypeScript/TSX through builtin:swc-loader, built-in CSS (CSS Modules for *.module.css),
// hashed file names, output in <dir>/dist.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { ChunkGroupsPlugin } from './chunk-groups';

export type Mode = 'production' | 'development';

export type BaseOptions = {
  /** The app folder (where package.json and src/ live). */
  dir: string;
  /** output.uniqueName: keeps chunk-loading globals of two apps apart. */
  uniqueName: string;
  port: number;
  mode?: Mode;
};

/** Production unless the CLI runs `serve` (it sets NODE_ENV=development first). */
export function resolveMode(mode?: Mode): Mode {
  return mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
}

function swcRule(test: RegExp, tsx: boolean): RuleSetRule {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        // Always the production JSX runtime ('react/jsx-runtime', shared): a dev-mode remote
        // loaded into a production shell would otherwise call jsxDEV of its own
        // 'react/jsx-dev-runtime' against the shell's production React and crash.
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * The languages whose react-aria strings ship: the shop's UI languages (LOCALES in
 * ../i18n/store.ts). react-aria imports its strings for 34 languages into every component that
 * has any; the others resolve to an empty module (≈ 24 KiB gzip less per copy of react-aria).
 * A region-less tag keeps every region of that language ('en' keeps en-US, the one react-aria has).
 */
export const REACT_ARIA_LOCALES = ['pl', 'en'] as const;

/**
 * Where a build writes: <dir>/dist, or ARMATURA_OUTPUT_DIR when set (a remote's release builds into
 * a staging folder: deploy/scripts/release.ts). An environment variable rather than rspack's `-o`,
 * which would send a remote's Node build (its dist/server/) to the same folder as its browser build.
 */
export function outputDirOf(dir: string): string {
  const release = process.env.ARMATURA_OUTPUT_DIR;
  return release ? path.resolve(release) : path.join(dir, 'dist');
}

/** Where a package of Module Federation's runtime lives, found as the federation plugin finds it. */
const fromEnhanced = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'),
);
type Exports = Record<string, { import: string | { default: string } }>;

/** The ES module file of a package's export (`subpath` '.' is the package itself). */
function esModuleOf(name: string, subpath = '.'): string {
  const main = fromEnhanced.resolve(name);
  const dir = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Exports;
  };
  const target = manifest.exports[subpath]!.import;
  return path.join(dir, typeof target === 'string' ? target : target.default);
}

/**
 * Module Federation's runtime as ES modules, whoever imports it. Its plugin imports the bundler
 * runtime as CommonJS (dist/index.cjs by absolute path), which pulls the SDK's and the runtime's
 * CommonJS files whole into main.js and every remoteEntry.js (the SDK's Node.js loaders and
 * manifest helpers included), while other importers get the ES modules: one copy of each
 * package, as ES modules, lets the bundler keep only what is used (≈ 5.5 KiB gzip less in each
 * remoteEntry.js). `@module-federation/runtime` is aliased by the plugin itself.
 */
function federationRuntimeAsModules(): Record<string, string> {
  const bundlerRuntime = fromEnhanced.resolve('@module-federation/webpack-bundler-runtime');
  const aliases: Record<string, string> = {
    [bundlerRuntime]: esModuleOf('@module-federation/webpack-bundler-runtime'),
    '@module-federation/runtime-tools/runtime-core$': esModuleOf(
      '@module-federation/runtime-tools',
      './runtime-core',
    ),
  };
  for (const name of ['sdk', 'runtime-core', 'error-codes'])
    aliases[`@module-federation/${name}$`] = esModuleOf(`@module-federation/${name}`);
  return aliases;
}

/**
 * Modules that several chunks of one page need go to one chunk of their own when two or more
 * chunks use them: the catalogue's Polish texts (its header search box and its screens) and the
 * cookie helpers (the shell's http, i18n and session modules). rspack's default (a new chunk only
 * from 20 kB) left a copy in each: 2.3 + 2.1 KiB gzip twice on every storefront page. Measured
 * alternatives (docs/benchmarks.md): a lower minimum for every module split 5–7 more files onto
 * each page for 3 KiB, and took the cart's widgets' common chunk apart (below the minimum again).
 */
const SHARED_BY_CHUNKS = {
  test: /[\\/](?:src[\\/]features[\\/]texts[\\/]pl\.ts|shared-libs[\\/]src[\\/]session[\\/]cookies\.ts|js-cookie[\\/])/,
  minChunks: 2,
  minSize: 0,
  priority: 5,
  reuseExistingChunk: true,
};

export function createBaseConfig(options: BaseOptions): Configuration {
  const mode = resolveMode(options.mode);
  const development = mode === 'development';
  return {
    mode,
    context: options.dir,
    target: ['web', 'es2022'],
    devtool: development ? 'cheap-module-source-map' : 'source-map',
    entry: {},
    output: {
      path: outputDirOf(options.dir),
      uniqueName: options.uniqueName,
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: development ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // The shared-libs exports point at .ts sources; allow "./x.js" specifiers to find x.ts.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: federationRuntimeAsModules(),
    },
    module: {
      rules: [
        swcRule(/\.ts$/, false),
        swcRule(/\.tsx$/, true),
        // *.module.css → CSS Modules with the app's name in every class (team scoping);
        // other *.css → plain global CSS (shared-libs/ui/styles.css).
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        // The API contracts are TypeBox schemas and constants without side effects: an app that
        // imports one constant (the cart's CART_CHANGED_EVENT) gets that file, not every schema
        // of the contracts' index and typebox with them (≈ 38 KiB gzip on every storefront page).
        { test: /[\\/]shared-libs[\\/]src[\\/]contracts[\\/]/, sideEffects: false },
      ],
      generator: {
        'css/auto': { localIdentName: `${options.uniqueName}__[local]--[hash:5]` },
      },
    },
    plugins: [optimizeLocales.rspack({ locales: REACT_ARIA_LOCALES }), new ChunkGroupsPlugin()],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: { cacheGroups: { sharedByChunks: SHARED_BY_CHUNKS } },
    },
    performance: { hints: false },
    stats: { preset: 'errors-warnings', timings: true },
  };
}
