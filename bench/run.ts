// `npm run bench [name]`: runs one benchmark (or all). Each prints its figures; docs/benchmarks.md
// records them with the date and the machine.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''));
const wanted = process.argv[2] ? [process.argv[2]] : all;
let failed = false;
for (const name of wanted) {
  if (!all.includes(name)) {
    console.error(`Unknown benchmark "${name}". Known: ${all.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== bench/${name}.ts`);
  failed ||=
    spawnSync('node', ['--import', 'tsx', `${dir}${name}.ts`], { stdio: 'inherit' }).status !== 0;
}
process.exit(failed ? 1 : 0);
