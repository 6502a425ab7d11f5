// Broker fault test: the whole shop against the machine's real RabbitMQ, reached through a TCP proxy
// the test stops and restarts. The broker is down at start, comes up, is cut mid-run (sockets
// destroyed) and stopped cleanly (connection.close 320, as `rabbitmqctl stop` does). Throughout,
// orders are taken, /health tells the broker's state, and in the end every event has reached every
// subscriber exactly once: one delivery row per (event, subscriber), one handler run per event in a
// probe subscriber, one e-mail log row per mail.requested. Needs RabbitMQ (CI has it): without one
// it fails, it never skips. TEST_AMQP_URL overrides amqp://guest:guest@127.0.0.1:5672.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import amqp from 'amqplib';
import { randomBytes } from 'node:crypto';
import { amqpNames, defineModule } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED } from '@armatura/shared-libs/contracts';
import { createTestPlatform, type TestPlatform } from '../testing.js';
import { allModules } from '../modules.js';
import { TcpProxy } from './tcp-proxy.js';
import { b2cShopper, type Shopper } from './shopper.js';
import { deliveryReport } from './delivery-report.js';

/** The answer of GET /health (shared-libs/src/server/health.ts). */
interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  broker: string;
  mail: string;
  outboxPending: number | null;
}

const BROKER_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const ORDER_PLACED = 'order.placed';
const PREFIX = `armatura-fault-${randomBytes(4).toString('hex')}`;

// A real subscriber beside the shop's own, counting its handler runs per event. Slow on purpose,
// so messages are still unacknowledged when the connection is cut.
const runs = new Map<number, number>();
const probe = defineModule({
  name: 'faultprobe',
  schema: 'faultprobe',
  migrations: {},
  async routes() {},
  subscribe(ctx) {
    for (const type of [MAIL_REQUESTED, ORDER_PLACED]) {
      ctx.events.subscribe('faultprobe', type, async (e) => {
        await new Promise((r) => setTimeout(r, 40));
        runs.set(e.id, (runs.get(e.id) ?? 0) + 1);
      });
    }
  },
});

let p: TestPlatform;
let proxy: TcpProxy;
let shopper: Shopper;
let admin: Awaited<ReturnType<typeof amqp.connect>>;
const crashes: unknown[] = [];
const recordCrash = (err: unknown) => {
  crashes.push(err);
};
const placed: string[] = [];

async function health(): Promise<{ code: number; body: HealthReport }> {
  const res = await p.app.inject({ method: 'GET', url: '/health' });
  return { code: res.statusCode, body: res.json() };
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 25_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

async function order() {
  const res = await shopper.placeOrder();
  expect(res.status, res.error).toBe(200);
  placed.push(res.number!);
}

/** Waits until nothing is pending or undelivered, then checks that nothing was delivered twice. */
async function expectEverythingDeliveredOnce() {
  const report = await until(
    'every event delivered',
    () => deliveryReport(p, runs),
    (r) => r.pending === 0 && r.missing.length === 0,
  );
  await new Promise((r) => setTimeout(r, 500)); // a late duplicate would show up here
  const final = await deliveryReport(p, runs);
  expect(final.missing).toEqual([]);
  expect(final.duplicates).toEqual([]);
  expect(final.mailLogPerEvent.filter(([, n]) => n !== 1)).toEqual([]);
  expect(final.mailLogPerEvent.length).toBe(
    final.events.filter((e) => e.type === MAIL_REQUESTED).length,
  );
  return report;
}

beforeAll(async () => {
  try {
    admin = await amqp.connect(BROKER_URL);
  } catch (err) {
    throw new Error(
      `RabbitMQ is not reachable at ${BROKER_URL.replace(/\/\/[^@]*@/, '//')} (${(err as Error).message}). The broker fault test needs a real broker (CI provides one); start RabbitMQ or set TEST_AMQP_URL.`,
    );
  }
  admin.on('error', () => undefined);
  const target = new URL(BROKER_URL);
  proxy = await TcpProxy.create({ host: target.hostname, port: Number(target.port || 5672) });
  process.on('uncaughtException', recordCrash);
  process.on('unhandledRejection', recordCrash);
  p = await createTestPlatform({
    modules: [...allModules, probe],
    env: { AMQP_URL: `amqp://guest:guest@127.0.0.1:${proxy.port}`, AMQP_PREFIX: PREFIX },
  });
  vi.spyOn(p.ctx.events, 'deliverOnce');
  await p.ctx.events.start();
  shopper = await b2cShopper(p);
}, 120_000); // the whole shop starts on PGlite: slow on a busy machine

afterAll(async () => {
  process.off('uncaughtException', recordCrash);
  process.off('unhandledRejection', recordCrash);
  const subscriptions = p ? [...p.ctx.events.allSubscriptions()] : [];
  await p?.close();
  await proxy?.cut();
  if (!admin) return;
  // Remove what this run declared on the shared broker.
  const names = amqpNames(PREFIX);
  const ch = await admin.createChannel();
  for (const sub of subscriptions) await ch.deleteQueue(names.queue(sub));
  await ch.deleteQueue(names.dead);
  await ch.deleteExchange(names.exchange);
  await admin.close();
});

describe('broker outage', { timeout: 40_000 }, () => {
  it('starts and takes orders while RabbitMQ is down; /health says so', async () => {
    const first = await health();
    expect(first.code).toBe(200);
    expect(first.body).toMatchObject({ status: 'degraded', database: 'up', mail: 'disabled' });
    expect(['connecting', 'down']).toContain(first.body.broker);
    for (let i = 0; i < 3; i++) await order();
    const down = await until('broker reported down', health, (h) => h.body.broker === 'down');
    expect(down.body.outboxPending).toBeGreaterThanOrEqual(6);
    expect(runs.size).toBe(0);
  });

  it('delivers every waiting event once when RabbitMQ comes up', async () => {
    await proxy.up();
    await until('broker up', health, (h) => h.body.broker === 'up');
    const report = await expectEverythingDeliveredOnce();
    expect(await health()).toMatchObject({
      code: 200,
      body: { status: 'ok', broker: 'up', outboxPending: 0 },
    });
    console.info(
      `[broker-fault] after the start outage: ${report.events.length} events, ${report.deliveries} deliveries`,
    );
  });

  it('survives a connection cut mid-run, keeps taking orders, and catches up exactly once', async () => {
    for (let i = 0; i < 8; i++) {
      if (i === 3) await proxy.cut(); // sockets destroyed while events are in flight
      await order();
    }
    await until('broker reported down', health, (h) => h.body.broker === 'down');
    for (let i = 0; i < 3; i++) await order();
    await proxy.up();
    await until('broker up again', health, (h) => h.body.broker === 'up');
    const report = await expectEverythingDeliveredOnce();
    console.info(
      `[broker-fault] after the cut: ${report.events.length} events, ${report.deliveries} deliveries`,
    );
  });

  it('reconnects after a clean broker stop (connection.close 320) and catches up exactly once', async () => {
    const acceptedBefore = proxy.accepted;
    await order();
    await proxy.shutDown();
    await until('broker reported down', health, (h) => h.body.broker === 'down');
    for (let i = 0; i < 3; i++) await order();
    await proxy.up();
    await until('broker up after the clean stop', health, (h) => h.body.broker === 'up');
    expect(proxy.accepted).toBeGreaterThan(acceptedBefore);
    const report = await expectEverythingDeliveredOnce();
    const calls = vi.mocked(p.ctx.events.deliverOnce).mock.calls.length;
    console.info(
      `[broker-fault] orders accepted: ${placed.length} (none refused); events: ${report.events.length}; deliveries: ${report.deliveries}; deliverOnce calls: ${calls} (copies skipped as already delivered: ${calls - report.deliveries}); probe handler runs: ${[...runs.values()].reduce((a, b) => a + b, 0)}; proxy connections: ${proxy.accepted}`,
    );
    expect(await health()).toMatchObject({
      code: 200,
      body: { status: 'ok', broker: 'up', outboxPending: 0 },
    });
  });

  it('never crashed the process: no uncaught exception, no unhandled rejection', () => {
    expect(crashes).toEqual([]);
  });
});
