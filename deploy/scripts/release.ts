// `npm run release -w <remote>` (run in the remote's folder): a production build of the remote
// into a staging folder, then published as <releases>/<folder>/<package version>-<content hash>/
// (deploy/src/releases/publish.ts). Releases go to deploy/releases/ or RELEASES_DIR. Prints the
// version and the command that promotes it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { REMOTE_FOLDERS } from '@armatura/shared-libs/constants';
import { releasesDirFromEnv } from '../src/releases/layout.js';
import { publishBuild } from '../src/releases/publish.js';
import { RecordError } from '../src/releases/record.js';

// A release is always a production build, whatever the calling shell exported.
process.env.NODE_ENV = 'production';

function gitHead(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    throw new RecordError(`${dir} is not in a git checkout: a release records its commit`);
  }
}

async function loadConfig(remoteDir: string): Promise<Configuration> {
  const file = join(remoteDir, 'rspack.config.ts');
  const loaded = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  const config = (typeof loaded === 'function' ? await loaded({}, {}) : loaded) as Configuration;
  if (!config?.name || !Object.hasOwn(REMOTE_FOLDERS, config.name))
    throw new RecordError(
      `${file} does not build one of the remotes (${Object.keys(REMOTE_FOLDERS).join(', ')})`,
    );
  return config;
}

function build(config: Configuration): Promise<Stats> {
  return new Promise((done, fail) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? fail(error ?? new Error('no stats')) : done(stats)));
    });
  });
}

async function main() {
  const remoteDir = resolve(process.cwd());
  const pkg = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!pkg.version) throw new RecordError(`${remoteDir}/package.json has no version`);
  const config = await loadConfig(remoteDir);
  const folder = REMOTE_FOLDERS[config.name as keyof typeof REMOTE_FOLDERS];
  const commit = gitHead(remoteDir);
  const releasesDir = releasesDirFromEnv();
  // Inside the remote's releases folder, so publishing is one rename; the dot keeps it unserved.
  const buildDir = join(releasesDir, folder, `.staging-${process.pid}`);
  mkdirSync(buildDir, { recursive: true });
  try {
    const stats = await build({
      ...config,
      output: { ...config.output, path: buildDir, clean: true },
    });
    if (stats.hasErrors()) {
      console.error(stats.toString('errors-only'));
      throw new RecordError(`${folder}: the build failed, nothing released`);
    }
    const builtAt = new Date().toISOString();
    const options = { buildDir, releasesDir, folder, packageVersion: pkg.version, commit, builtAt };
    const { release, dir, created } = publishBuild(options);
    console.log(
      created
        ? `Released ${folder} ${release.version} → ${dir}`
        : `${folder} ${release.version} is already released (same build) → ${dir}`,
    );
    console.log(`Promote it: npm run promote -- ${folder} ${release.version} --env local`);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof RecordError ? `release: ${error.message}` : error);
  process.exit(1);
});
