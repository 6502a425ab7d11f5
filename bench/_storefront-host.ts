// The built platform's host with demo data, for the storefront benchmarks (home-page.ts,
// lighthouse.ts): started on its own port with a fresh embedded database, and the three pages a
// visitor lands on (home, a category listing, a product page).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export async function startStorefront(port: number) {
  const base = `http://127.0.0.1:${port}`;
  // A host left running on the port would answer in place of this build's (ours cannot bind,
  // its output is not shown): the bench would measure an old build without a word.
  if (await answers(base)) throw new Error(`${base} already answers: stop what runs there first`);
  const server = spawn('node', ['--import', 'tsx', 'deploy/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'armatura-bench-')),
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ARMATURA_ENV: 'local',
    },
  });
  const stop = () => server.kill('SIGTERM');
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  try {
    await waitForServer(base, () => exited);
    const pages: [string, string][] = [
      ['home page', '/strona-glowna'],
      // 'baterie' is a top-level category of the demo tree (mf-catalog/server/seed/categories.ts).
      ['category listing', '/oferta/kategoria/baterie'],
      ['product page', await productPath(base)],
    ];
    return { base, pages, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/AbpUserConfiguration/GetAll`)).ok;
  } catch {
    return false;
  }
}

async function waitForServer(base: string, exitCode: () => number | null) {
  for (let i = 0; i < 600; i++) {
    const code = exitCode();
    if (code !== null) throw new Error(`the host exited (${code}) before it answered`);
    if (await answers(base)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('host did not start');
}

/** A product of the demo catalogue, found the way the listing finds it (the public search API). */
async function productPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: { resultsPerPage: 1 }, queryConfig: {} }),
  });
  const body = (await response.json()) as { results: { id?: { raw: unknown } }[] };
  const id = body.results[0]?.id?.raw;
  if (id === undefined) throw new Error('no product in the demo catalogue');
  return `/oferta/${String(id)}`;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
