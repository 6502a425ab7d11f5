// GET /health on the bare platform (no domain modules): plain JSON outside the envelope, the
// outbox backlog, the broker and mail state, and 503 only when the database is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { sql } from 'kysely';
import { createPlatform, type Platform } from './platform.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

/** A port nobody listens on, so connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(env: Record<string, string | undefined>) {
  const testDb = await createTestDatabase();
  const platform = await createPlatform({
    modules: [],
    databaseUrl: testDb.url,
    dataDir: '/tmp/armatura-health-test',
    publicUrl: 'http://localhost',
    seed: false,
    env,
  });
  return { platform, testDb };
}

async function health(platform: Platform) {
  const res = await platform.app.inject({ method: 'GET', url: '/health' });
  return { code: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
}

describe('GET /health, events in-process', { timeout: 90_000 }, () => {
  let platform: Platform;
  let testDb: TestDatabase;
  beforeAll(async () => ({ platform, testDb } = await start({})), 120_000);
  afterAll(async () => {
    await platform.app.close();
    await platform.ctx.events.stop();
    await testDb.drop();
  });

  it('answers ok without an envelope, with the outbox backlog', async () => {
    expect(await health(platform)).toEqual({
      code: 200,
      cache: 'no-store',
      body: {
        status: 'ok',
        database: 'up',
        broker: 'disabled',
        mail: 'disabled',
        outboxPending: 0,
      },
    });
    // An event due in an hour: pending until the dispatcher gets to it.
    await sql`insert into platform.outbox (type, payload, available_at) values ('health.probe', '{}', now() + interval '1 hour')`.execute(
      platform.ctx.db,
    );
    expect((await health(platform)).body.outboxPending).toBe(1);
    await sql`update platform.outbox set available_at = now()`.execute(platform.ctx.db);
    await platform.ctx.events.drain();
    expect((await health(platform)).body.outboxPending).toBe(0);
  });

  it('answers 503 when the database is down', async () => {
    await platform.database.close();
    expect(await health(platform)).toMatchObject({
      code: 503,
      body: {
        status: 'degraded',
        database: 'down',
        broker: 'disabled',
        mail: 'disabled',
        outboxPending: null,
      },
    });
  });
});

describe('GET /health, RabbitMQ and SMTP unreachable', { timeout: 90_000 }, () => {
  let platform: Platform;
  let testDb: TestDatabase;
  beforeAll(async () => {
    ({ platform, testDb } = await start({
      AMQP_URL: `amqp://guest:guest@127.0.0.1:${await closedPort()}`,
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    }));
  }, 120_000);
  afterAll(async () => {
    await platform.close();
    await testDb.drop();
  });

  it('is degraded, not failing, and keeps events in the outbox', async () => {
    const first = await health(platform);
    expect(first.code).toBe(200);
    expect(first.body).toMatchObject({
      status: 'degraded',
      database: 'up',
      mail: 'unknown',
      outboxPending: 0,
    });
    expect(['connecting', 'down']).toContain(first.body.broker);
    await platform.ctx.events.publish(platform.ctx.db, { type: 'health.probe', payload: {} });
    await new Promise((r) => setTimeout(r, 600));
    expect((await health(platform)).body).toMatchObject({ broker: 'down', outboxPending: 1 });
  });

  it('says mail is down once a send could not reach the server', async () => {
    await expect(
      platform.ctx.mail!.send({
        from: 'sklep@armatura.pl',
        to: 'anna.nowak@example.pl',
        subject: 'Test',
        text: 'Test',
      }),
    ).rejects.toThrow();
    expect((await health(platform)).body).toMatchObject({ status: 'degraded', mail: 'down' });
  });
});
