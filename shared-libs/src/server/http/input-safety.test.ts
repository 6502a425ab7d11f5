// Bad input answers a 4xx ABP envelope, never a 5xx, on PGlite and on PostgreSQL: the platform-wide
// schema bounds and NUL rule, the database-error mapping, multipart errors, router errors and the
// raw 431 for oversized headers. A real fault stays a 500.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../platform.js';
import { defineModule } from '../module.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { Type, sql } from '../index.js';
import { hardenSchema, CLEAN_KEYWORD } from './input-rules.js';
import { INT4_MAX } from './schemas.js';

const P = '/api/services/app/Probe';
const probe = defineModule({
  name: 'probe',
  schema: 'probe',
  migrations: {
    '001': {
      up: async (db) => {
        await sql`create table probe.items (id serial primary key, code text unique, amount numeric(5,2), qty int check (qty > 0), ref int references probe.items(id), day date)`.execute(
          db,
        );
      },
    },
  },
  async routes(app, ctx) {
    app.get(
      `${P}/Get`,
      {
        schema: {
          querystring: Type.Object({ id: Type.Integer(), n: Type.Optional(Type.Number()) }),
        },
      },
      async (req) => req.query,
    );
    app.post(
      `${P}/Save`,
      {
        schema: { body: Type.Object({ text: Type.String(), data: Type.Optional(Type.Unknown()) }) },
      },
      async (req) => req.body,
    );
    // No schema on purpose: what reaches the database unchecked must still answer a 4xx.
    app.post(`${P}/Raw`, async (req) => {
      const b = req.body as Record<string, unknown>;
      return ctx.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('probe.items')
          .values({ code: 'first-' + String(Math.random()) })
          .execute();
        return (
          await tx.insertInto('probe.items').values(b).returning('id').executeTakeFirstOrThrow()
        ).id;
      });
    });
    app.post(`${P}/Crash`, async () => {
      throw new Error('boom');
    });
    app.post(`${P}/Upload`, { schema: { consumes: ['multipart/form-data'] } }, async (req) => {
      let n = 0;
      for await (const part of req.parts({ limits: { fileSize: 100 } })) {
        if (part.type === 'file') await part.toBuffer();
        n++;
      }
      return n;
    });
    app.get('/api/catalog/probe/:file', async (req) => req.params);
  },
});

describe('input safety', () => {
  let platform: Platform;
  let testDb: TestDatabase;
  const count = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from probe.items`.execute(
          platform.ctx.db,
        )
      ).rows[0]!.n,
    );
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    payload?: string | object,
    contentType = 'application/json',
  ) =>
    platform.app.inject({
      method,
      url,
      payload,
      headers: payload === undefined ? {} : { 'content-type': contentType },
    });
  const expectRejected = (res: { statusCode: number; json(): any }, status = 400) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({
      success: false,
      __abp: true,
      result: null,
      error: { message: expect.any(String) },
    });
    return res.json().error;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    platform = await createPlatform({
      modules: [probe],
      databaseUrl: testDb.url,
      dataDir: '/tmp/armatura-input-test',
      publicUrl: 'http://localhost',
      seed: false,
      startDispatcher: false,
    });
    platform.ctx.setPermissionResolver(async () => new Set());
  });
  afterAll(async () => {
    await platform.close();
    await testDb.drop();
  });

  it('bounds integers without bounds to int4 and numbers to a finite amount', async () => {
    expect((await inject('GET', `${P}/Get?id=${INT4_MAX}`)).statusCode).toBe(200);
    for (const q of [
      'id=2147483648',
      'id=-2147483649',
      'id=1&n=1e308',
      'id=1&n=Infinity',
      'id=9007199254740993',
    ]) {
      expect(
        expectRejected(await inject('GET', `${P}/Get?${q}`)).validationErrors.length,
      ).toBeGreaterThan(0);
    }
  });

  it('refuses NUL in every string, in keys and in schema-less values, and non-finite numbers', async () => {
    const err = expectRejected(await inject('POST', `${P}/Save`, { text: 'a\u0000b' }));
    expect(err.validationErrors.flatMap((v: { members: string[] }) => v.members)).toContain('text');
    expectRejected(
      await inject('POST', `${P}/Save`, { text: 'ok', data: { deep: [{ ['k\u0000']: 1 }] } }),
    );
    expectRejected(await inject('POST', `${P}/Save`, { text: 'ok', data: ['x\u0000'] }));
    expectRejected(await inject('POST', `${P}/Save`, '{"text":"ok","data":{"n":1e999}}'));
    expect(
      (await inject('POST', `${P}/Save`, { text: 'zażółć', data: { a: [1, 'b'] } })).statusCode,
    ).toBe(200);
  });

  it('answers values the database refuses with a 4xx and keeps stored data', async () => {
    const before = await count();
    const cases: [object, number, string][] = [
      [{ amount: 123456 }, 400, 'Liczba jest poza dopuszczalnym zakresem.'],
      [{ qty: 2 ** 31 }, 400, 'Liczba jest poza dopuszczalnym zakresem.'],
      [{ code: 'a\u0000b' }, 400, 'Tekst zawiera niedozwolone znaki.'],
      [{ qty: 'abc' }, 400, 'Nieprawidłowy format wartości.'],
      [{ qty: -1 }, 400, 'Wartość jest niezgodna z regułami.'],
      [{ ref: 999999 }, 400, 'Wskazany powiązany rekord nie istnieje.'],
      [{ day: '2026-13-45' }, 400, 'Data jest poza dopuszczalnym zakresem.'],
    ];
    for (const [body, status, message] of cases)
      expect(expectRejected(await inject('POST', `${P}/Raw`, body), status).message).toBe(message);
    expect(await count()).toBe(before);
    expect((await inject('POST', `${P}/Raw`, { code: 'unique-1' })).statusCode).toBe(200);
    expect(
      expectRejected(await inject('POST', `${P}/Raw`, { code: 'unique-1' }), 409).message,
    ).toBe('Taki rekord już istnieje.');
    expect(await count()).toBe(before + 2);
  });

  it('keeps a real fault a 500', async () => {
    const res = await inject('POST', `${P}/Crash`, {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'Wystąpił błąd wewnętrzny serwera.' },
    });
  });

  it('answers malformed multipart bodies with 400 and oversized files with 413', async () => {
    expectRejected(await inject('POST', `${P}/Upload`, 'garbage', 'multipart/form-data'));
    expectRejected(
      await inject('POST', `${P}/Upload`, 'garbage', 'multipart/form-data; boundary='),
    );
    expectRejected(
      await inject(
        'POST',
        `${P}/Upload`,
        '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
        'multipart/form-data; boundary=XX',
      ),
    );
    const big = `--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(500)}\r\n--XX--\r\n`;
    expectRejected(
      await inject('POST', `${P}/Upload`, big, 'multipart/form-data; boundary=XX'),
      413,
    );
  });

  it('answers router faults (a path parameter over 100 characters, a malformed URL) in the envelope', async () => {
    expectRejected(await inject('GET', `/api/catalog/probe/${'x'.repeat(200)}`), 414);
    expectRejected(await inject('GET', '/api/catalog/probe/%E0%A4%A'));
  });

  it('answers headers over the limit (a very long query string) with a 431 envelope on a real socket', async () => {
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = platform.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `${P}/Get?id=1&filter=${'x'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'Nagłówki lub adres żądania są za długie.' },
    });
  });
});

describe('hardenSchema', () => {
  it('adds bounds and the NUL rule to a copy and keeps stricter bounds of the route', () => {
    const original = Type.Object({
      id: Type.Integer({ minimum: 1 }),
      n: Type.Number(),
      s: Type.String(),
      big: Type.Integer({ maximum: 2 ** 40 }),
      any: Type.Unknown(),
    });
    const hard = hardenSchema(original) as any;
    expect(hard.properties.id).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(hard.properties.n.maximum).toBeLessThan(1e12);
    expect(hard.properties.big.maximum).toBe(2 ** 40);
    expect(hard.properties.s[CLEAN_KEYWORD]).toBe(true);
    expect(hard.properties.any[CLEAN_KEYWORD]).toBe('deep');
    expect(hard[CLEAN_KEYWORD]).toBe('deep');
    expect((original.properties.id as any).maximum).toBeUndefined();
  });
});
