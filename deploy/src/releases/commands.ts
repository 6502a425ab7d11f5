// `npm run promote -- <remote> <version> [--env local] [--by name]` and
// `npm run rollback -- <remote> [--env local] [--by name]`: check the input, change the environment's
// versions record, say what changed. The host follows the record on its next /registry.json.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { REMOTE_FOLDERS } from '@armatura/shared-libs/constants';
import { isReleased, recordFileOf, VERSION_PATTERN } from './layout.js';
import { promote, readRecord, RecordError, rollback, writeRecord } from './record.js';

export type CommandContext = {
  releasesDir: string;
  /** deploy/registry: an environment exists when its registry file does. */
  registryDir: string;
  now?: () => Date;
  defaultActor?: () => string;
};

const FOLDERS: readonly string[] = Object.values(REMOTE_FOLDERS);

function parse(argv: string[], positionals: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { env: { type: 'string', default: 'local' }, by: { type: 'string' } },
    });
  } catch (error) {
    throw new RecordError((error as Error).message);
  }
  if (parsed.positionals.length !== positionals.length)
    throw new RecordError(`expected: ${positionals.join(' ')} [--env <environment>] [--by <name>]`);
  const [remote = ''] = parsed.positionals;
  if (!FOLDERS.includes(remote))
    throw new RecordError(`unknown remote "${remote}"; one of: ${FOLDERS.join(', ')}`);
  return { ...parsed.values, positionals: parsed.positionals, remote };
}

function environmentOf(env: string, context: CommandContext): string {
  if (!/^[a-z0-9-]+$/.test(env) || !existsSync(join(context.registryDir, `${env}.json`)))
    throw new RecordError(`unknown environment "${env}" (no ${context.registryDir}/${env}.json)`);
  return env;
}

function releasedVersions(releasesDir: string, remote: string): string[] {
  const dir = join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((v) => isReleased(releasesDir, remote, v));
}

const actorOf = (by: string | undefined, context: CommandContext) => ({
  by: by || (context.defaultActor ?? (() => userInfo().username))(),
  at: (context.now ?? (() => new Date()))().toISOString(),
});

export function promoteCommand(argv: string[], context: CommandContext): string {
  const { remote, positionals, env, by } = parse(argv, ['<remote>', '<version>']);
  const version = positionals[1] ?? '';
  const environment = environmentOf(env, context);
  if (!VERSION_PATTERN.test(version) || !isReleased(context.releasesDir, remote, version)) {
    const known = releasedVersions(context.releasesDir, remote);
    throw new RecordError(
      `${remote} ${version} is not released in ${context.releasesDir}; released: ${known.join(', ') || 'none (npm run release -w ' + remote + ')'}`,
    );
  }
  const file = recordFileOf(context.releasesDir, environment);
  writeRecord(file, promote(readRecord(file), remote, version, actorOf(by, context)));
  return `${environment}: ${remote} is now ${version}`;
}

export function rollbackCommand(argv: string[], context: CommandContext): string {
  const { remote, env, by } = parse(argv, ['<remote>']);
  const environment = environmentOf(env, context);
  const file = recordFileOf(context.releasesDir, environment);
  const next = rollback(readRecord(file), remote, actorOf(by, context));
  const version = next.remotes[remote]!.current.version;
  if (!isReleased(context.releasesDir, remote, version))
    throw new RecordError(`${remote} ${version} is no longer in ${context.releasesDir}`);
  writeRecord(file, next);
  return `${environment}: ${remote} is back at ${version}`;
}

/** Runs a command as a script: the message on success, a clear error and exit code 1 otherwise. */
export function runAsScript(command: typeof promoteCommand, context: CommandContext): void {
  try {
    console.log(command(process.argv.slice(2), context));
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  }
}
