// Home page cost: JavaScript bytes (as transferred, gzip) and the number of requests the browser
// makes before the first render (first contentful paint), on the BUILT platform. Run after
// `npm run build`: `npm run bench home-page`.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 8191;
const root = new URL('..', import.meta.url).pathname;
const server = spawn('node', ['--import', 'tsx', 'deploy/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'armatura-bench-')),
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ARMATURA_ENV: 'local',
  },
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/AbpUserConfiguration/GetAll`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('host did not start');
}

interface Req {
  url: string;
  type: string;
  bytes: number;
  at: number;
}

async function measure(runs = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: {
    jsGzip: number;
    jsCount: number;
    requestsBeforeFcp: number;
    fcp: number;
    total: number;
  }[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // A plain broadband link (40 ms round trip, 20 Mbit/s down) so waterfalls count as they would for a visitor.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 2.5e6,
      uploadThroughput: 1.25e6,
    });
    const reqs: Req[] = [];
    const t0 = Date.now();
    page.on('requestfinished', async (req) => {
      const sizes = await req.sizes().catch(() => null);
      reqs.push({
        url: req.url(),
        type: req.resourceType(),
        bytes: sizes?.responseBodySize ?? 0,
        at: Date.now() - t0,
      });
    });
    await page.goto(`http://127.0.0.1:${PORT}/strona-glowna`, { waitUntil: 'networkidle' });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const js = reqs.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
    results.push({
      jsGzip: js.reduce((s, r) => s + r.bytes, 0),
      jsCount: js.length,
      requestsBeforeFcp: reqs.filter((r) => r.at <= fcp).length,
      fcp,
      total: reqs.length,
    });
    await context.close();
  }
  await browser.close();
  return results;
}

try {
  await waitForServer();
  const r = await measure();
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`home page /strona-glowna, ${r.length} cold loads (median):`);
  console.log(
    `  JavaScript transferred (gzip): ${(median(r.map((x) => x.jsGzip)) / 1024).toFixed(1)} KiB in ${median(r.map((x) => x.jsCount))} files`,
  );
  console.log(
    `  requests before first contentful paint: ${median(r.map((x) => x.requestsBeforeFcp))} (FCP ${median(r.map((x) => x.fcp)).toFixed(0)} ms at 40 ms RTT, 20 Mbit/s)`,
  );
  console.log(`  requests until network idle: ${median(r.map((x) => x.total))}`);
} finally {
  server.kill('SIGTERM');
}
