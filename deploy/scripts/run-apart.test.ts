// The modules apart, as deploy/compose.yaml runs them: one process per API module and the host in
// front (run-apart.ts), on a fresh PostgreSQL database of its own and the machine's RabbitMQ.
// Through the host: the catalogue answers, a customer signs in (identity) and adds to the cart
// (checkout asks catalogue for the price and identity for the customer, over HTTP). The catalogue's
// process is then stopped: its calls, and the cart that needs it, are 503s in the ABP envelope while
// the other modules keep answering; started again, it answers again. Needs PostgreSQL and RabbitMQ
// (APART_DATABASE_URL, an admin connection, default postgres://postgres@127.0.0.1:5432/postgres;
// TEST_AMQP_URL, default amqp://guest:guest@127.0.0.1:5672): it fails without them, never skips.
// It lives outside deploy/src so the second, PostgreSQL pass of test:unit does not run it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { remoteModule } from '@armatura/shared-libs/server';
import type { CatalogModuleApi } from '@armatura/shared-libs/contracts';
import { startApart, type Apart } from './run-apart.js';

const ADMIN_URL = process.env.APART_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const NAME = `armatura_apart_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const SECRET = randomBytes(24).toString('base64url');
const APP = '/api/services/app';

let apart: Apart;
const output: string[] = [];

async function admin(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Rows of this run's database (the processes' tables, read as an operator would). */
async function query(text: string): Promise<Record<string, unknown>[]> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${apart.host.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'abp.tenantid': '1',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const signIn = async () =>
  (
    await call('/api/TokenAuth/Authenticate', {
      method: 'POST',
      body: { userNameOrEmailAddress: 'b2c', password: '123qwe', rememberMe: false },
    })
  ).body.result?.accessToken as string;

beforeAll(async () => {
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${NAME}`;
  await admin(`create database ${NAME}`);
  apart = await startApart({
    databaseUrl: dbUrl.toString(),
    amqpUrl: AMQP_URL,
    amqpPrefix: NAME,
    // Below Linux's ephemeral range (32768–60999): a port there can be taken at any moment by an
    // outgoing connection of a parallel test (seen in CI: EADDRINUSE on 38908).
    basePort: 20_000 + Math.floor(Math.random() * 12_000),
    seed: 'minimal',
    serveStatic: false,
    env: { MODULE_API_SECRET: SECRET, LOG_LEVEL: 'warn' },
    onOutput: (name, line) => output.push(`[${name}] ${line}`),
  });
}, 300_000);

afterAll(async () => {
  await apart?.close();
  await admin(`drop database if exists ${NAME} with (force)`);
  // The broker keeps this run's queues (AMQP_PREFIX=NAME) until it restarts; they are empty.
}, 60_000);

describe('modules apart behind the host', () => {
  let token: string;
  let productId: number;

  it('answers storefront calls, also those that cross modules', async () => {
    const tree = await call(`${APP}/Product/GetCategoryTree`);
    expect(tree.status, JSON.stringify(tree.body)).toBe(200);
    token = await signIn();
    expect(token).toBeTruthy();
    // The catalogue's module API from outside its process: a Map of priced products.
    const catalog = remoteModule<CatalogModuleApi>('catalog', {
      url: apart.modules.find((m) => m.name === 'catalog')!.url,
      secret: SECRET,
    });
    const priced = await catalog.priceProducts({ tenantId: 1, userId: null }, [1, 2, 3, 4, 5, 6]);
    const forSale = [...priced.values()].find((p) => p.isActive && p.qtyAvailable >= 1);
    expect(forSale).toBeDefined();
    productId = forSale!.id;
    const added = await call(`${APP}/ShoppingCart/Create`, {
      method: 'POST',
      token,
      body: { productId, qty: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toMatchObject({ productId, priceNet: forSale!.priceNet });
  });

  it('releases the limit a failed placement reserved in the users process', async () => {
    // A B2B buyer's order under the limit reserves part of it in the users process, which commits
    // on its own; a fault injected into checkout's history insert then fails the placement after it.
    const b2b = (
      await call('/api/TokenAuth/Authenticate', {
        method: 'POST',
        body: { userNameOrEmailAddress: 'b2b', password: '123qwe', rememberMe: false },
      })
    ).body.result.accessToken as string;
    await call(`${APP}/ShoppingCart/DeleteAll`, { method: 'DELETE', token: b2b });
    const added = await call(`${APP}/ShoppingCart/Create`, {
      method: 'POST',
      token: b2b,
      body: { productId, qty: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Well under the seeded 5,000 zł monthly limit, so the placement reserves instead of waiting.
    expect(added.body.result.priceNet).toBeLessThan(3000);
    const deliveries = (await call(`${APP}/Delivery/GetUserDelivery`, { token: b2b })).body.result
      .items as { code: string; id: number; payments: { provider: string; id: number }[] }[];
    const courier = deliveries.find((d) => d.code === 'KURIER_INPOST')!;
    const body = {
      idempotencyKey: `apart-${randomBytes(6).toString('hex')}`,
      deliveryMethodId: courier.id,
      paymentMethodId: courier.payments.find((p) => p.provider === 'transfer')!.id,
      buyer: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        email: 'jan@example.pl',
        phone: '+48 500 100 200',
        isCompany: false,
      },
      address: { street: 'ul. Piękna 12/4', postalCode: '00-549', city: 'Warszawa' },
    };
    await query(
      `create function public.apart_fault() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$;` +
        ' create trigger apart_fault before insert on checkout.order_history for each row execute function public.apart_fault();',
    );
    const failed = await call(`${APP}/Order/Create`, { method: 'POST', token: b2b, body });
    await query(
      'drop trigger apart_fault on checkout.order_history; drop function public.apart_fault();',
    );
    expect(failed.body.success, JSON.stringify(failed.body)).toBe(false);
    const reservations = await query(
      'select order_id, released_at from users.limit_reservations where order_id not in (select id from checkout.orders)',
    );
    // The reservation was made (so the fault came after it) and released again.
    expect(reservations.length).toBeGreaterThan(0);
    expect(reservations.filter((r) => r.released_at === null)).toEqual([]);
    // Without the fault the same request places the order.
    const placed = await call(`${APP}/Order/Create`, { method: 'POST', token: b2b, body });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.order.status).toBe('NEW');
  });

  it('keeps /internal/ to the processes: not forwarded by the host, 401 without the secret', async () => {
    const viaHost = await fetch(`${apart.host.url}/internal/modules/catalog/listBrands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-armatura-module-secret': SECRET },
      body: JSON.stringify({ args: [1] }),
    });
    expect(viaHost.status).toBe(404);
    const direct = await fetch(`${apart.modules[2]!.url}/internal/modules/catalog/listBrands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-armatura-module-secret': 'wrong' },
      body: JSON.stringify({ args: [1] }),
    });
    expect(direct.status).toBe(401);
    expect(await direct.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
  });

  it('a stopped module gives 503s in the envelope; the others keep answering; restarted, it answers', async () => {
    await apart.stop('catalog');
    const tree = await call(`${APP}/Product/GetCategoryTree`);
    expect(tree.status).toBe(503);
    expect(tree.body).toMatchObject({ success: false, __abp: true });
    expect(tree.body.error.message).toMatch(/catalog/);
    const added = await call(`${APP}/ShoppingCart/Create`, {
      method: 'POST',
      token,
      body: { productId, qty: 1 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(503);
    expect(added.body.error.message).toMatch(/catalog/);
    // Identity (sign-in), content (blog) still answer.
    expect(await signIn()).toBeTruthy();
    expect((await call(`${APP}/Blog/GetCategories`)).status).toBe(200);

    await apart.start('catalog');
    expect((await call(`${APP}/Product/GetCategoryTree`)).status).toBe(200);
    const again = await call(`${APP}/ShoppingCart/Create`, {
      method: 'POST',
      token,
      body: { productId, qty: 1 },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 90_000);
});

afterAll(() => {
  // On failure, what the processes said is the first thing to read.
  if (output.some((l) => /"level":50|Error/.test(l))) console.log(output.slice(-60).join('\n'));
});
