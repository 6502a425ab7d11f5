// Startup without the broker: with AMQP_URL pointing at a closed port the whole shop starts (the
// relay connects in the background), takes an order, says on /health that the broker is not there,
// keeps the order's events in the outbox, and shuts down without waiting for the broker.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing.js';
import { freePort } from './tcp-proxy.js';
import { b2cShopper } from './shopper.js';

let p: TestPlatform | null = null;
let closedPort: number;

beforeAll(async () => {
  closedPort = await freePort(); // nobody listens there: every connection attempt is refused
});

afterAll(async () => {
  await p?.close();
});

it('starts, takes an order and reports the broker down when RabbitMQ is unreachable', async () => {
  p = await createTestPlatform({ env: { AMQP_URL: `amqp://guest:guest@127.0.0.1:${closedPort}` } });
  const started = Date.now();
  await p.ctx.events.start(); // what createPlatform does with startDispatcher on: must not wait for the broker
  expect(Date.now() - started).toBeLessThan(1_000);

  const shopper = await b2cShopper(p);
  const res = await shopper.placeOrder();
  expect(res.status, res.error).toBe(200);

  const health = await p.app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
  const body = health.json();
  expect(body).toMatchObject({ status: 'degraded', database: 'up' });
  expect(['connecting', 'down']).toContain(body.broker);
  expect(body.outboxPending).toBeGreaterThanOrEqual(2); // order.placed + the confirmation mail

  // The dispatcher leaves the events alone while the relay is down: nothing claimed, nothing lost.
  await new Promise((r) => setTimeout(r, 1_500));
  const rows = await p.ctx.db
    .selectFrom('platform.outbox')
    .select(['type', 'processed_at', 'attempts'])
    .execute();
  expect(rows.map((r) => r.type)).toEqual(
    expect.arrayContaining(['order.placed', 'mail.requested']),
  );
  expect(rows.every((r) => r.processed_at === null && r.attempts === 0)).toBe(true);
  expect((await p.app.inject({ method: 'GET', url: '/health' })).json().broker).toBe('down');

  const closing = Date.now();
  await p.close();
  p = null;
  expect(Date.now() - closing).toBeLessThan(5_000);
}, 120_000);
