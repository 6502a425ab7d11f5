// `npm run test:e2e [filters]`: Playwright's runner with our config (the host is started by the config).
// Without filters the suite runs as two Playwright processes at once (playwright.config.ts
// E2E_PART), each with its own host, database, mail sink and ports: the specs change shop-wide
// settings (guest checkout, delivery), so two runners may not share one host. The screen sweep
// (platform/) is about as long as all the rest together. With filters: one runner, as before.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../../shell/dist/index.html', import.meta.url))) {
  console.error('The platform is not built: run "npm run build" first (npm test does it for you).');
  process.exit(1);
}
const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 8097);
const parts = args.length > 0 ? [null] : ['platform', 'rest'];

/** One runner; its lines are prefixed with its part when two run side by side. */
function runPart(part, index) {
  const port = basePort + index * 100;
  const env = part
    ? {
        ...process.env,
        E2E_PART: part,
        E2E_PORT: String(port),
        E2E_SMTP_PORT: String(port + 28),
        E2E_MAILBOX_PORT: String(port + 29),
        // A given data directory is split too: each host its own database.
        ...(process.env.E2E_DATA_DIR && { E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}/${part}` }),
      }
    : process.env;
  const output = part ? ['--output', `tests/e2e/test-results/${part}`] : [];
  const child = spawn(
    'npx',
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...output, ...args],
    { stdio: part ? ['ignore', 'pipe', 'pipe'] : 'inherit', env },
  );
  if (part)
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${part}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${part}] ${rest}\n`));
    }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(parts.map(runPart));
process.exit(codes.find((code) => code !== 0) ?? 0);
