// `npm run test:unit`: every Vitest test on the embedded PGlite; then, when TEST_DATABASE_URL is
// set, the API suites (every server folder and the platform's own suites in deploy/src) again on
// that real PostgreSQL.
import { spawnSync } from 'node:child_process';

const run = (args, env) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env }).status ?? 1;
const { TEST_DATABASE_URL, ...withoutPg } = process.env;

let status = run(process.argv.slice(2), withoutPg);
if (status === 0 && TEST_DATABASE_URL) {
  console.log(
    `\nAPI suites again on PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})\n`,
  );
  status = run(['server/', 'shared-libs/src/server/', 'deploy/src/', ...process.argv.slice(2)], {
    ...process.env,
  });
}
process.exit(status);
