import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, trustProxySetting, type Platform } from './platform.js';
import { defineModule } from './module.js';
import { envelope } from './http/envelope.js';
import { userError } from './http/errors.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';
import { Type, sql } from './index.js';

// A tiny module that exercises the kit: a migration, a route with schemas, a permission, an event.
const received: unknown[] = [];
const probe = defineModule({
  name: 'probe',
  schema: 'probe',
  permissions: [{ name: 'Pages.Probe', displayName: 'Probe' }],
  migrations: {
    '001': {
      up: async (db) => {
        await sql`create table probe.notes (id serial primary key, tenant_id int not null, text text not null)`.execute(
          db,
        );
      },
    },
  },
  subscribe: (ctx) =>
    ctx.events.subscribe('probe', 'probe.noted', async (e) => {
      received.push(e.payload);
    }),
  async routes(app, ctx) {
    app.post(
      '/api/services/app/Probe/Create',
      {
        schema: {
          body: Type.Object({ text: Type.String({ minLength: 2 }) }),
          response: { 200: envelope(Type.Object({ id: Type.Integer() })) },
        },
        config: { permission: 'Pages.Probe' },
      },
      async (req) => {
        const { text } = req.body as { text: string };
        if (text === 'no') throw userError('Nie wolno.');
        return ctx.db.transaction().execute(async (tx) => {
          const row = await tx
            .insertInto('probe.notes')
            .values({ tenant_id: req.auth.tenantId, text })
            .returning('id')
            .executeTakeFirstOrThrow();
          await ctx.events.publish(tx, { type: 'probe.noted', payload: { id: row.id, text } });
          return { id: row.id as number };
        });
      },
    );
    app.get('/api/services/app/Probe/Count', async (req) => {
      const r = await ctx.db
        .selectFrom('probe.notes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', req.auth.tenantId)
        .executeTakeFirstOrThrow();
      return { n: r.n };
    });
  },
});

describe('platform kit', () => {
  let platform: Platform;
  let testDb: TestDatabase;
  let token: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    platform = await createPlatform({
      modules: [probe],
      databaseUrl: testDb.url,
      dataDir: '/tmp/armatura-kit-test',
      publicUrl: 'http://localhost',
      seed: false,
      startDispatcher: false,
    });
    platform.ctx.setPermissionResolver(async (tenantId, userId) =>
      tenantId === 99 ? null : new Set(userId === 7 ? ['Pages.Probe'] : []),
    );
    token = (await platform.ctx.tokens.issue({ userId: 7, tenantId: 1 }, 60)).accessToken;
  });
  afterAll(async () => {
    await platform.close();
    await testDb.drop();
  });

  const create = (body: unknown, auth?: string) =>
    platform.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/Create',
      payload: body as object,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });

  it('wraps results in the ABP envelope and delivers the outbox event after commit', async () => {
    const res = await create({ text: 'hello' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { id: 1 },
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
    await platform.ctx.events.drain();
    expect(received).toEqual([{ id: 1, text: 'hello' }]);
  });

  it('answers 401 with unAuthorizedRequest for anonymous callers and 403 without the permission', async () => {
    const anon = await create({ text: 'hello' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({
      success: false,
      unAuthorizedRequest: true,
      error: { message: 'Brak odpowiednich uprawnień do strony! Proszę się zalogować!' },
    });
    const other = (await platform.ctx.tokens.issue({ userId: 8, tenantId: 1 }, 60)).accessToken;
    const denied = await create({ text: 'hello' }, other);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().unAuthorizedRequest).toBe(false);
  });

  it('lists invalid fields as validation errors with a 400', async () => {
    const res = await create({ text: 'x', extra: 1 }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['text']);
  });

  it('turns business errors into 400 envelopes and keeps stored data', async () => {
    const res = await create({ text: 'no' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Nie wolno.');
    const count = await platform.app.inject({
      method: 'GET',
      url: '/api/services/app/Probe/Count',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(count.json().result.n).toBe(1);
  });

  it('rejects a forged token, an unknown tenant and an unknown method', async () => {
    expect((await create({ text: 'hello' }, token.slice(0, -3) + 'abc')).statusCode).toBe(401);
    const badTenant = await platform.app.inject({
      method: 'GET',
      url: '/api/services/app/Probe/Count',
      headers: { 'abp.tenantid': '99' },
    });
    expect(badTenant.statusCode).toBe(400);
    const missing = await platform.app.inject({
      method: 'GET',
      url: '/api/services/app/Nope/Nothing',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it('publishes an OpenAPI document', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/swagger/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/services/app/Probe/Create');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a hop count or addresses, and refuses "true"', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    const oneHop = trustProxySetting('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    expect(trustProxySetting('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => trustProxySetting('true')).toThrow(/TRUST_PROXY/);
  });
});
