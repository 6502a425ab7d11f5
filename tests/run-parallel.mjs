// `node tests/run-parallel.mjs <script>...`: runs npm scripts at once (npm test: the static checks
// and the build, which touch no common file: the build writes only dist/, which the checks
// ignore). Each script's output is printed whole when it ends, so the logs do not interleave;
// fails when any script fails.
import { spawn } from 'node:child_process';

function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`\n[${script}] ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s\n`);
      resolve(code ?? 1);
    }),
  );
}

const codes = await Promise.all(process.argv.slice(2).map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
