// Storefront first-load cost (issues 2 and 16): JavaScript bytes (as transferred, gzip), files,
// the requests the browser makes before the first render (first contentful paint), when the
// remote's screen appears, the largest contentful paint, the layout shifts (CLS) and the main
// thread's blocking time (TBT), on the BUILT platform, for the home page, a category listing and
// a product page. Run after `npm run build`: `npm run bench home-page` (BENCH_RUNS=n cold loads
// per page, default 5; BENCH_FILES=1 lists each page's JavaScript files with their bytes, largest
// first; BENCH_SHIFTS=1 lists what moved in each layout shift of the first load; BENCH_MOBILE=1
// loads the pages as Lighthouse's mobile run does: a phone's user agent, a 412×823 touch screen
// and a 4× slower CPU).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { median, startStorefront } from './_storefront-host';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MOBILE = Boolean(process.env.BENCH_MOBILE);
/** Lighthouse's emulated phone (a Moto G Power). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const { base: BASE, pages, stop } = await startStorefront(8191);

interface Req {
  url: string;
  type: string;
  bytes: number;
  at: number;
}

interface Load {
  jsGzip: number;
  jsCount: number;
  requestsBeforeFcp: number;
  fcp: number;
  /** Largest contentful paint (ms after navigation start). */
  lcp: number;
  /** When the remote's screen was first in #armatura-main. */
  screen: number;
  /** Requests made (started) after the HTML before the largest paint. */
  requestsBeforeLcp: number;
  /** Cumulative layout shift: the sum of the load's shifts (no input happens during it). */
  cls: number;
  /** Total blocking time: each main-thread task's time beyond 50 ms, from the first paint on. */
  tbt: number;
  shifts: string[];
  total: number;
  files: { url: string; bytes: number }[];
}

async function measure(path: string, runs: number): Promise<Load[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results: Load[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      serviceWorkers: 'block',
      ...(MOBILE && {
        // A phone's user agent, as Lighthouse sends: the host renders the page for the device it
        // guesses from it (deploy/src/page-start: a phone's layout, not a desktop's that the
        // phone then replaces, which counted as a layout shift of 0.76 on the listing).
        userAgent: PHONE_USER_AGENT,
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      }),
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
    if (MOBILE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
    // The moment the remote's screen first appears, on the page's own clock; long tasks are not
    // buffered for a late observer, so they are collected from the start.
    await page.addInitScript(() => {
      const longTasks: { start: number; duration: number }[] = [];
      (window as { __longTasks?: typeof longTasks }).__longTasks = longTasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('#armatura-main > :not(link)')) {
          (window as { __screenAt?: number }).__screenAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
    // Network idle alone can come before the remote's screen (a slow first answer of a cold
    // server): wait for the screen, then for the network to settle again.
    // (The product page's photo preload, a hidden <link>, may come first in the screen's markup.)
    await page.locator('#armatura-main > :not(link)').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().at(-1)?.startTime ?? 0),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 1000);
      });
      const started = performance
        .getEntriesByType('resource')
        .map((e) => e.startTime)
        .filter((t) => t <= lcp).length;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      };
      // Layout shifts are not in the performance timeline (getEntriesByType gives none): only an
      // observer sees them, buffered from the start of the load.
      const shifts = await new Promise<Shift[]>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve((list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput));
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 1000);
      });
      const longTasks = (window as { __longTasks?: { start: number; duration: number }[] })
        .__longTasks!;
      return {
        fcp,
        lcp,
        cls: shifts.reduce((sum, e) => sum + e.value, 0),
        tbt: longTasks
          .filter((t) => t.start + t.duration > fcp)
          .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        shifts: shifts.map(
          (e) =>
            `${e.startTime.toFixed(0)} ms ${e.value.toFixed(3)}: ` +
            // (no named helper: tsx would wrap it in a __name call the page does not have)
            (e.sources ?? [])
              .map(({ node }) =>
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` +
                    [...node.classList]
                      .slice(0, 2)
                      .map((c) => `.${c}`)
                      .join('')
                  : (node?.nodeName ?? '?'),
              )
              .join(', '),
        ),
        screen: (window as { __screenAt?: number }).__screenAt ?? 0,
        requestsBeforeLcp: started,
      };
    });
    const fcp = timing.fcp;
    const js = reqs.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
    results.push({
      jsGzip: js.reduce((s, r) => s + r.bytes, 0),
      jsCount: js.length,
      requestsBeforeFcp: reqs.filter((r) => r.at <= fcp).length,
      fcp,
      lcp: timing.lcp,
      screen: timing.screen,
      requestsBeforeLcp: timing.requestsBeforeLcp,
      cls: timing.cls,
      tbt: timing.tbt,
      shifts: timing.shifts,
      total: reqs.length,
      files: js.map((r) => ({ url: r.url.replace(BASE, ''), bytes: r.bytes })),
    });
    await context.close();
  }
  await browser.close();
  return results;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  for (const [name, path] of pages) {
    await measure(path, 1); // warm-up: the server's first answers (caches, database pages)
    const r = await measure(path, RUNS);
    console.log(`${name} ${path}, ${r.length} cold loads (median):`);
    console.log(
      `  JavaScript transferred (gzip): ${kib(median(r.map((x) => x.jsGzip)))} KiB in ${median(r.map((x) => x.jsCount))} files`,
    );
    console.log(
      `  requests before first contentful paint: ${median(r.map((x) => x.requestsBeforeFcp))} (FCP ${median(r.map((x) => x.fcp)).toFixed(0)} ms at 40 ms RTT, 20 Mbit/s)`,
    );
    const ms = (pick: (x: Load) => number) => median(r.map(pick)).toFixed(0);
    console.log(
      `  screen shown ${ms((x) => x.screen)} ms, largest contentful paint ${ms((x) => x.lcp)} ms, ` +
        `${median(r.map((x) => x.requestsBeforeLcp))} requests started before it`,
    );
    console.log(
      `  layout shift (CLS) ${median(r.map((x) => x.cls)).toFixed(3)}, ` +
        `blocking time (TBT${MOBILE ? ', 4× slower CPU' : ''}) ${ms((x) => x.tbt)} ms`,
    );
    console.log(`  requests until network idle: ${median(r.map((x) => x.total))}`);
    if (process.env.BENCH_SHIFTS)
      for (const [run, load] of r.entries())
        for (const shift of load.shifts) console.log(`    run ${run + 1}: ${shift}`);
    if (process.env.BENCH_FILES) {
      for (const f of [...r[0]!.files].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${kib(f.bytes).padStart(6)} KiB  ${f.url}`);
      }
    }
  }
} finally {
  stop();
}
