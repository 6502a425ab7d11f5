// What the host serves for releases (buildHost through app.inject): /registry.json composed from
// the registry file and the versions record at request time, the release folders with their cache
// headers, today's dist/ behaviour when nothing is promoted. Also publishBuild's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';
import { promoteCommand, rollbackCommand } from './commands.js';
import { publishBuild } from './publish.js';

const root = mkdtempSync(join(tmpdir(), 'armatura-serving-'));
const releasesDir = join(root, 'releases');
const registryFile = join(root, 'registry.json');
const commands = {
  releasesDir,
  registryDir: fileURLToPath(new URL('../../registry', import.meta.url)),
};
const write = (file: string, content: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
};
const surface = { routes: [{ path: '/blog', screen: 'content.blog' }] };

/** A build as rspack leaves it (publicPath 'auto', the shared-libs range, a chunk). */
function fakeBuild(label: string, range = '0.1.0'): string {
  const dir = join(root, `build-${label}`);
  write(join(dir, 'mf-manifest.json'), {
    name: 'mf_admin_content',
    metaData: { publicPath: 'auto' },
    shared: [{ name: '@armatura/shared-libs/session', requiredVersion: range }],
    armatura: { surface },
  });
  write(join(dir, 'remoteEntry.js'), `var mf_admin_content = '${label}'`);
  write(join(dir, '123.0a1b2c3d.js'), `/* ${label} */`);
  write(join(dir, 'mf-stats.json'), `{"usedIn": ["${Math.random()}"]}`);
  return dir;
}
const publish = (label: string, range?: string) =>
  publishBuild({
    buildDir: fakeBuild(label, range),
    releasesDir,
    folder: 'mf-admin-content',
    packageVersion: '0.1.0',
    commit: 'abc123',
    builtAt: '2026-01-01T00:00:00.000Z',
  });

let host: StaticHost;
beforeAll(async () => {
  write(registryFile, {
    remotes: {
      mf_admin_content: '/remotes/mf-admin-content/mf-manifest.json',
      mf_catalog: 'https://cdn.example.com/catalog/mf-manifest.json',
    },
    allowRemoteOverrides: false,
  });
  write(join(root, 'mf-admin-content', 'dist', 'mf-manifest.json'), { armatura: { surface } });
  write(join(root, 'mf-admin-content', 'dist', 'remoteEntry.js'), 'var dist = 1');
  host = await startStaticHost({
    indexHtml: '<!doctype html><title>t</title>',
    config: { staticRoot: root, registryFile, releasesDir, environment: 'test' },
  });
});
afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

const registry = async () => {
  const res = await host.get('/registry.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<{ remotes: Record<string, Record<string, unknown>> }>();
};

describe('publishBuild', () => {
  it('names the version by content, stamps the release, keeps the surface, never overwrites', () => {
    const a = publish('a');
    expect(a.created).toBe(true);
    expect(a.release).toEqual({
      version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{10}$/),
      commit: 'abc123',
      builtAt: '2026-01-01T00:00:00.000Z',
      sharedLibs: '0.1.0',
    });
    const manifest = JSON.parse(readFileSync(join(a.dir, 'mf-manifest.json'), 'utf8'));
    expect(manifest.armatura).toEqual({ surface, release: a.release });
    // The same files again (mf-stats.json differs, as it does between builds): same version, kept.
    const again = publishBuild({
      buildDir: fakeBuild('a'),
      releasesDir,
      folder: 'mf-admin-content',
      packageVersion: '0.1.0',
      commit: 'def456',
      builtAt: '2027-01-01T00:00:00.000Z',
    });
    expect(again).toMatchObject({ created: false, release: a.release });
    expect(publish('b').release.version).not.toBe(a.release.version);
  });

  it("refuses a build whose publicPath is not 'auto'", () => {
    const dir = fakeBuild('fixed');
    write(join(dir, 'mf-manifest.json'), { metaData: { publicPath: '/x/' }, shared: [] });
    expect(() =>
      publishBuild({
        buildDir: dir,
        releasesDir,
        folder: 'mf-admin-content',
        packageVersion: '0.1.0',
        commit: 'c',
        builtAt: 'now',
      }),
    ).toThrow("publicPath must be 'auto'");
  });
});

describe('serving releases', () => {
  it('without a promotion: dist/ as today, with the manifest armatura block of what is on disk', async () => {
    const { remotes } = await registry();
    expect(remotes.mf_admin_content).toEqual({
      entry: '/remotes/mf-admin-content/mf-manifest.json',
      armatura: { surface },
    });
    expect(remotes.mf_catalog).toEqual({
      entry: 'https://cdn.example.com/catalog/mf-manifest.json',
    });
    expect((await host.get('/remotes/mf-admin-content/remoteEntry.js')).body).toBe('var dist = 1');
  });

  it('follows promote and rollback without a restart; every release stays served', async () => {
    const a = publish('c').release.version;
    const b = publish('d').release.version;
    promoteCommand(['mf-admin-content', a, '--env', 'test'], commands);
    let entry = (await registry()).remotes.mf_admin_content!;
    expect(entry).toMatchObject({
      entry: `/remotes/mf-admin-content/${a}/mf-manifest.json`,
      version: a,
      armatura: { surface, release: { version: a, sharedLibs: '0.1.0' } },
    });

    promoteCommand(['mf-admin-content', b, '--env', 'test'], commands);
    entry = (await registry()).remotes.mf_admin_content!;
    expect(entry.entry).toBe(`/remotes/mf-admin-content/${b}/mf-manifest.json`);
    // A tab opened on A still gets A's files; a release's files are immutable, its manifest not.
    const chunk = await host.get(`/remotes/mf-admin-content/${a}/123.0a1b2c3d.js`);
    expect(chunk.body).toBe('/* c */');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entryScript = await host.get(`/remotes/mf-admin-content/${a}/remoteEntry.js`);
    expect(entryScript.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await host.get(`/remotes/mf-admin-content/${b}/mf-manifest.json`);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await host.get('/remotes/mf-admin-content/remoteEntry.js')).body).toBe('var dist = 1');
    expect((await host.get(`/remotes/mf-admin-content/.staging-1/x.js`)).statusCode).toBe(404);

    rollbackCommand(['mf-admin-content', '--env', 'test'], commands);
    expect((await registry()).remotes.mf_admin_content!.version).toBe(a);
  });

  it('keeps serving the last good registry when the record is broken by hand', async () => {
    const before = await registry();
    writeFileSync(join(releasesDir, 'test.json'), '{"remotes": [');
    expect(await registry()).toEqual(before);
  });

  it('falls back to the registry URL when the promoted release folder is gone', async () => {
    const gone = '0.1.0-deleted';
    write(join(releasesDir, 'test.json'), {
      remotes: {
        'mf-admin-content': {
          current: { version: gone, by: 'x', at: 'now', action: 'promote' },
          previous: [],
        },
      },
    });
    expect((await registry()).remotes.mf_admin_content!.entry).toBe(
      '/remotes/mf-admin-content/mf-manifest.json',
    );
  });
});
