// `npm run release -w <remote>` (run in the remote's folder): a production build of the remote
// into a staging folder, then published as <releases>/<folder>/<package version>-<content hash>/
// (deploy/src/releases/publish.ts). Releases go to deploy/releases/ or RELEASES_DIR. Prints the
// version and the command that promotes it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { REMOTE_FOLDERS } from '@armatura/shared-libs/constants';
import { releasesDirFromEnv } from '../src/releases/layout.js';
import { publishBuild } from '../src/releases/publish.js';
import { RecordError } from '../src/releases/record.js';

function gitHead(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    throw new RecordError(`${dir} is not in a git checkout: a release records its commit`);
  }
}

/**
 * The remote's own `rspack build`, in a process of its own: the build must not run inside this
 * tsx process, whose loader would leave its helpers (__name) in code the federation plugin
 * stringifies into remoteEntry.js. Always production, whatever the calling shell exported.
 */
function build(remoteDir: string, outputDir: string): void {
  const require = createRequire(import.meta.url);
  const cliPackage = require.resolve('@rspack/cli/package.json');
  const cli = join(dirname(cliPackage), 'bin', 'rspack.js');
  // The output folder by ARMATURA_OUTPUT_DIR, not `-o`: `-o` would put the remote's Node build
  // (server/) into the same folder as its browser build (shared-libs mf-build outputDirOf).
  const args = [cli, 'build', '-c', 'rspack.config.ts', '--node-env', 'production'];
  try {
    execFileSync(process.execPath, args, {
      cwd: remoteDir,
      stdio: 'inherit',
      env: { ...process.env, ARMATURA_OUTPUT_DIR: outputDir },
    });
  } catch {
    throw new RecordError(`the build of ${remoteDir} failed, nothing released`);
  }
}

/** The remote's folder name from its package name (@armatura/mf-catalog → mf-catalog). */
function folderOf(packageName: string | undefined): string {
  const folder = packageName?.replace(/^@armatura\//, '');
  const folders: string[] = Object.values(REMOTE_FOLDERS);
  if (!folder || !folders.includes(folder))
    throw new RecordError(
      `run it in a remote's folder (${folders.join(', ')}), e.g. npm run release -w mf-catalog`,
    );
  return folder;
}

async function main() {
  const remoteDir = resolve(process.cwd());
  const pkg = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')) as {
    name?: string;
    version?: string;
  };
  const folder = folderOf(pkg.name);
  if (!pkg.version) throw new RecordError(`${remoteDir}/package.json has no version`);
  const commit = gitHead(remoteDir);
  const releasesDir = releasesDirFromEnv();
  // Inside the remote's releases folder, so publishing is one rename; the dot keeps it unserved.
  const buildDir = join(releasesDir, folder, `.staging-${process.pid}`);
  mkdirSync(buildDir, { recursive: true });
  try {
    build(remoteDir, buildDir);
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
