// The part of an rspack config that the shell and the remotes have in common:
// TypeScript/TSX through builtin:swc-loader, built-in CSS (CSS Modules for *.module.css),
// hashed file names, output in <dir>/dist.
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
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: { preset: 'errors-warnings', timings: true },
  };
}
