// Lighthouse's mobile run (issue 16) on the BUILT platform's home page, a category listing and a
// product page: performance score, FCP, LCP, TBT, CLS, speed index and accessibility, the median of
// BENCH_RUNS runs (default 3). Lighthouse's default mobile settings: a 412×823 screen, a 4× slower
// CPU and a simulated slow 4G link (150 ms, 1.6 Mbit/s), so the figures compare with PageSpeed's.
//
// With an anchor (BENCH_ANCHOR=http://127.0.0.1:8193 and BENCH_ANCHOR_PAGES=/,/<listing>,/<product>,
// another shop served on this machine, e.g. the Tractor Store built as docs/benchmarks.md says),
// its three pages are run in the same loop, interleaved with ours (ours, anchor, ours, anchor…),
// so a busy moment of the machine costs both alike. Run after `npm run build`:
// `BENCH_RUNS=3 npm run bench lighthouse`. BENCH_REPORT_DIR=<dir> keeps each run's report there.
// BENCH_LONG_TASKS=1 also lists, for the last run of each
// page, the main thread's long tasks (as simulated at 4× CPU) and the script each one ran: what
// blocking time is made of.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { median, startStorefront } from './_storefront-host';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PAGES=product (or home,listing…): only those of the three pages, for a quick look. */
const onlyPages = process.env.BENCH_PAGES?.split(',');
const anchorBase = process.env.BENCH_ANCHOR;
const anchorPages = process.env.BENCH_ANCHOR_PAGES?.split(',') ?? [];
if (anchorBase && anchorPages.length !== 3) {
  throw new Error(
    'BENCH_ANCHOR_PAGES: the anchor’s home, listing and product paths, comma-separated',
  );
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Accessibility audits that failed (their ids), to fix rather than to average. */
  failed: string[];
  warnings: string[];
  /** Lighthouse's long tasks: start and duration (ms, simulated) and the script they ran. */
  longTasks: { startTime: number; duration: number; url: string }[];
}

/**
 * Lighthouse's own trace failures (NO_NAVSTART, NO_FCP…) ask for another run: up to two more,
 * each reported, so one flaky trace does not throw away a quarter of an hour of measuring.
 */
async function audit(port: number, url: string, tries = 3): Promise<Figures> {
  try {
    return await auditOnce(port, url);
  } catch (error) {
    if (tries <= 1 || !(error instanceof LighthouseRunError)) throw error;
    console.warn(`${(error as Error).message}; running it again`);
    return audit(port, url, tries - 1);
  }
}

class LighthouseRunError extends Error {}

/** BENCH_REPORT_DIR=/tmp/lhr: each run's whole report there, to look into (e.g. LCP's element). */
const reportDir = process.env.BENCH_REPORT_DIR;
let reports = 0;
function saveReport(url: string, lhr: unknown): void {
  mkdirSync(reportDir!, { recursive: true });
  const name = `${++reports}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
  writeFileSync(join(reportDir!, name), JSON.stringify(lhr));
}

/** One Lighthouse run (it resets the browser's storage and cache itself: a first visit). */
async function auditOnce(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runWarnings, runtimeError } = result.lhr;
  if (reportDir) saveReport(url, result.lhr);
  if (runtimeError)
    throw new LighthouseRunError(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    failed: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    warnings: runWarnings,
    longTasks:
      (audits['long-tasks']?.details as { items?: Figures['longTasks'] } | undefined)?.items ?? [],
  };
}

function row(label: string, runs: Figures[]): string {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const scores = runs.map((f) => f.performance).sort((a, b) => a - b);
  return (
    `| ${label} | ${m((f) => f.performance)} (${scores[0]}–${scores.at(-1)}) | ${s(m((f) => f.fcp))} ` +
    `| ${s(m((f) => f.lcp))} | ${m((f) => f.tbt).toFixed(0)} ms | ${m((f) => f.cls).toFixed(3)} ` +
    `| ${s(m((f) => f.speedIndex))} | ${m((f) => f.accessibility)} |`
  );
}

const shop = await startStorefront(8192);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const { port } = chrome;
  const targets = shop.pages
    .map(([name, path], i) => ({
      name,
      ours: `${shop.base}${path}`,
      anchor: anchorBase ? `${anchorBase}${anchorPages[i]}` : undefined,
    }))
    .filter((target) => !onlyPages || onlyPages.some((page) => target.name.includes(page)));
  // A first load of each page warms the servers (caches, database pages); not counted.
  for (const target of targets) {
    await audit(port, target.ours);
    if (target.anchor) await audit(port, target.anchor);
  }
  const results = new Map<string, Figures[]>();
  const record = (url: string, figures: Figures) =>
    results.set(url, [...(results.get(url) ?? []), figures]);
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) {
      record(target.ours, await audit(port, target.ours));
      if (target.anchor) record(target.anchor, await audit(port, target.anchor));
    }
  }
  console.log(
    `\nLighthouse ${RUNS} mobile runs per page (median; performance: median (min–max))\n`,
  );
  console.log('| page | performance | FCP | LCP | TBT | CLS | speed index | accessibility |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const target of targets) {
    console.log(row(`${target.name} (ours)`, results.get(target.ours)!));
    if (target.anchor) console.log(row(`${target.name} (anchor)`, results.get(target.anchor)!));
  }
  for (const [url, runs] of results) {
    const failed = [...new Set(runs.flatMap((f) => f.failed))];
    const warnings = [...new Set(runs.flatMap((f) => f.warnings))];
    if (failed.length) console.log(`\n${url}: accessibility audits failed: ${failed.join(', ')}`);
    for (const warning of warnings) console.log(`\n${url}: Lighthouse warns: ${warning}`);
    if (process.env.BENCH_LONG_TASKS) {
      console.log(`\n${url}: long tasks of the last run (start, duration, script)`);
      for (const task of runs.at(-1)!.longTasks) {
        const at = `${task.startTime.toFixed(0)} ms`.padStart(8);
        console.log(`${at} ${`${task.duration.toFixed(0)} ms`.padStart(8)}  ${task.url}`);
      }
    }
  }
} finally {
  shop.stop();
  chrome?.kill();
}
