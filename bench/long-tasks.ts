// The main thread's long tasks while the BUILT storefront's home, listing and product pages load
// (issue 16: blocking time): Chromium with a 4× slower CPU (DevTools' throttling, not Lighthouse's
// simulation, so the same load compares run to run), a phone's screen and client hints, cold
// cache. Per page: the blocking time after the first paint (each long task's time over 50 ms,
// summed, until the network is idle and 2 s after), the longest task and how many there were,
// median of BENCH_RUNS loads (default 5).
//
// BENCH_COMPARE=http://127.0.0.1:8194 runs a second shop in the same loop, interleaved (an older
// build of this one served on another port for an A/B, or the anchor with BENCH_COMPARE_PAGES=
// /,/<listing>,/<product>), so a busy moment of this 2-core machine costs both alike.
// Run after `npm run build`: `npm run bench long-tasks`.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { median, startStorefront } from './_storefront-host';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const compareBase = process.env.BENCH_COMPARE;
const comparePages = process.env.BENCH_COMPARE_PAGES?.split(',');

interface Load {
  blocking: number;
  longest: number;
  tasks: number;
  fcp: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    // What a phone's Chromium sends: the host renders the phone's layout for it.
    extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: [number, number][] = [];
      (window as unknown as { __longTasks: [number, number][] }).__longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const { fcp, longTasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      longTasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    }));
    const after = longTasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return {
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after),
      tasks: after.length,
      fcp,
    };
  } finally {
    await context.close();
  }
}

const ours = await startStorefront(8192);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const shops = [{ name: 'ours', base: ours.base, paths: ours.pages.map(([, path]) => path) }];
  if (compareBase) {
    const paths = comparePages ?? ours.pages.map(([, path]) => path);
    if (paths.length !== 3) throw new Error('BENCH_COMPARE_PAGES: home, listing and product paths');
    shops.push({ name: compareBase, base: compareBase, paths });
  }
  const loads = new Map<string, Load[]>();
  for (let run = 0; run < RUNS; run++)
    for (const [index, [label]] of ours.pages.entries())
      for (const shop of shops) {
        const key = `| ${label} | ${shop.name}`;
        loads.set(key, [
          ...(loads.get(key) ?? []),
          await load(browser, shop.base + shop.paths[index]),
        ]);
      }
  console.log(`\nLong tasks after the first paint, 4× CPU, phone, median of ${RUNS} cold loads\n`);
  console.log('| page | shop | blocking time (each run) | longest task | long tasks | FCP |');
  console.log('|---|---|---|---|---|---|');
  for (const [key, runs] of loads) {
    const each = runs.map((r) => Math.round(r.blocking)).join(', ');
    console.log(
      `${key} | ${Math.round(median(runs.map((r) => r.blocking)))} ms (${each}) | ` +
        `${Math.round(median(runs.map((r) => r.longest)))} ms | ${median(runs.map((r) => r.tasks))} | ` +
        `${Math.round(median(runs.map((r) => r.fcp)))} ms |`,
    );
  }
} finally {
  await browser.close();
  ours.stop();
}
