// RabbitMQ settings take effect without a restart, against a real broker (TEST_AMQP_URL or
// amqp://guest:guest@127.0.0.1:5672, as the broker fault test): an update swaps the running relay
// to the new broker and exchange prefix, events flow through it, switching off goes back to
// in-process dispatch; the connection test answers for a live and a dead broker.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { splitCredentials } from './defaults.js';

const BROKER = splitCredentials(process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
const C = '/api/services/app/Configuration/';
let p: TestPlatform;
let admin: string;
const seen: string[] = [];

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  p.ctx.events.subscribe<{ marker: string }>('test.rabbit-settings', 'test.ping', async (e) => {
    seen.push(e.payload.marker);
  });
  await p.ctx.events.start(50);
  admin = await p.login('admin');
}, 180_000);
afterAll(() => p.close());

const update = (payload: object) =>
  p.call({ method: 'PUT', url: C + 'UpdateRabbitConfiguration', payload, token: admin });
const settings = (prefix: string, isEnabled = true) => ({
  isEnabled,
  url: BROKER.url,
  username: BROKER.username,
  password: BROKER.password,
  prefix,
});

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
async function ping(marker: string) {
  await p.ctx.events.publish(p.ctx.db, { type: 'test.ping', payload: { marker } });
  await until(() => seen.includes(marker));
}

describe('RabbitMQ settings', () => {
  it('tests a live and a dead broker', async () => {
    const test = (payload: object) =>
      p.call({ method: 'POST', url: C + 'TestRabbitConnection', payload, token: admin });
    expect((await test(settings('x'))).body.result).toEqual({
      ok: true,
      message: 'Połączenie z RabbitMQ działa.',
    });
    const dead = await test({ ...settings('x'), url: 'amqp://127.0.0.1:1' });
    expect(dead.body.result.ok).toBe(false);
  });

  it('swaps the relay to the saved broker and prefix at once, and back to in-process', async () => {
    expect(p.ctx.events.relayState()).toBe('disabled');
    await ping('in-process');
    const first = `armatura-test-${randomUUID().slice(0, 8)}`;
    expect((await update(settings(first))).status).toBe(200);
    await until(() => p.ctx.events.relayState() === 'up');
    await ping('through-first');

    const second = `armatura-test-${randomUUID().slice(0, 8)}`;
    await update(settings(second));
    await until(() => p.ctx.events.relayState() === 'up');
    await ping('through-second');
    const view = await p.call({ method: 'GET', url: C + 'GetRabbitConfiguration', token: admin });
    expect(view.body.result).toMatchObject({
      prefix: second,
      state: 'connected',
      passwordSet: true,
    });

    await update(settings(second, false));
    expect(p.ctx.events.relayState()).toBe('disabled');
    await ping('in-process-again');
  }, 60_000);
});
