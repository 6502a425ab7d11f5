import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRemoteConfig, createShared, createShellConfig, SHARED_LIBS_ENTRIES } from './index';

const ROOT = path.resolve(import.meta.dirname, '../../..');

type MfPlugin = { name?: string; _options?: Record<string, unknown> };
const federation = (plugins: unknown[] | undefined) =>
  (plugins ?? []).find(
    (p) => (p as { constructor: { name: string } }).constructor.name === 'ModuleFederationPlugin',
  ) as MfPlugin;

describe('createShared', () => {
  const shared = createShared(path.join(ROOT, 'mf-catalog'));

  it('makes every contract module a singleton with an explicit requiredVersion', () => {
    for (const key of [
      'react',
      'react-dom',
      'react-dom/',
      'react/jsx-runtime',
      'single-spa',
      'nanostores',
      '@nanostores/react',
      '@nanostores/router',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
      expect(shared[key]!.requiredVersion, key).toMatch(/^\^?\d+\.\d+/);
    }
    for (const entry of [
      'session',
      'routing',
      'http',
      'ui',
      'i18n',
      'format',
      'permissions',
      'constants',
    ]) {
      expect(shared[`@armatura/shared-libs/${entry}`], entry).toMatchObject({
        singleton: true,
        version: '0.1.0',
      });
    }
    expect(SHARED_LIBS_ENTRIES).not.toContain('server');
    expect(Object.keys(shared).some((k) => k.includes('mf-build') || k.includes('/server'))).toBe(
      false,
    );
  });
});

describe('createRemoteConfig', () => {
  const config = createRemoteConfig({
    name: 'mf_catalog',
    dir: path.join(ROOT, 'mf-catalog'),
    port: 3001,
    exposes: { './spa': './src/exposed/spa.tsx', './SearchBox': './src/exposed/SearchBox.tsx' },
    surface: { routes: [{ path: '/x', screen: 'x.home', requiresAuth: false }], menu: [] },
  });

  it("adds the team's surface to mf-manifest.json (armatura.surface)", () => {
    const plugin = (config.plugins ?? []).find(
      (p) => (p as { constructor: { name: string } }).constructor.name === 'ManifestBlockPlugin',
    ) as { block?: unknown } | undefined;
    expect(plugin?.block).toEqual({
      surface: { routes: [{ path: '/x', screen: 'x.home', requiresAuth: false }], menu: [] },
    });
  });

  it('builds a production remote with a manifest into <dir>/dist', () => {
    expect(config.mode).toBe('production');
    expect(config.output).toMatchObject({
      path: path.join(ROOT, 'mf-catalog', 'dist'),
      publicPath: 'auto',
      uniqueName: 'mf_catalog',
    });
    expect(String(config.output?.filename)).toContain('[contenthash');
    const mf = federation(config.plugins)._options!;
    expect(mf).toMatchObject({
      name: 'mf_catalog',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      shareStrategy: 'loaded-first',
      experiments: { asyncStartup: true },
      exposes: { './spa': './src/exposed/spa.tsx', './SearchBox': './src/exposed/SearchBox.tsx' },
    });
    expect(config.devServer).toMatchObject({
      port: 3001,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });

  it("takes Module Federation's runtime as ES modules, one copy of each package", () => {
    const alias = config.resolve?.alias as Record<string, string>;
    const bundlerRuntime = Object.keys(alias).find((key) =>
      key.endsWith(path.join('webpack-bundler-runtime', 'dist', 'index.cjs')),
    );
    expect(bundlerRuntime, 'the CommonJS bundler runtime the plugin imports').toBeDefined();
    expect(alias[bundlerRuntime!]).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]index\.js$/);
    for (const name of ['sdk', 'runtime-core', 'error-codes'])
      expect(alias[`@module-federation/${name}$`], name).toMatch(/\.m?js$/);
    for (const file of Object.values(alias)) expect(existsSync(file), file).toBe(true);
  });

  it('insists on ./spa', () => {
    expect(() =>
      createRemoteConfig({
        name: 'x',
        dir: ROOT,
        port: 1,
        exposes: { './Other': './o.tsx' },
        surface: { routes: [], menu: [] },
      }),
    ).toThrow(/\.\/spa/);
  });
});

describe('createShellConfig', () => {
  it('is a host with no build-time remotes and an absolute public path', () => {
    const config = createShellConfig({ dir: path.join(ROOT, 'shell'), port: 3000 });
    expect(config.output).toMatchObject({ publicPath: '/', uniqueName: 'shell' });
    expect(federation(config.plugins)._options).toMatchObject({
      name: 'shell',
      remotes: {},
      manifest: true,
      shareStrategy: 'loaded-first',
    });
    expect(config.devServer).toMatchObject({ port: 3000, historyApiFallback: true });
  });
});
