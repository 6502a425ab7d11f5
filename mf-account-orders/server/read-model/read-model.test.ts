// The order read model fed by checkout's events: a placed order is in the history within a
// second (dispatcher running, as in production), events applied twice or late change nothing, and
// the backfill rebuilds the orders and their whole history from checkout's republished snapshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import {
  ORDER_PLACED,
  ORDER_SNAPSHOTS_REQUESTED,
  ORDER_STATUS_CHANGED,
  type OrderHistory,
  type OrderPage,
  type OrderSnapshot,
} from '@armatura/shared-libs/contracts';
import type { OutboxRow } from '@armatura/shared-libs/server';
import { app, ok, placeOrder, shopFor, signIn, type Shop } from '../orders/testing.js';
import { requestBackfillOnce, SUBSCRIBER } from './subscribe.js';

let p: TestPlatform;
let shop: Shop;
let buyer: string, staff: string;
let confirmed: OrderSnapshot;

const history = async (orderId: number) =>
  (
    await ok<OrderHistory>(
      p.call({
        method: 'GET',
        url: app('Order/GetOrderChangeHistories'),
        token: buyer,
        query: { orderId: String(orderId) },
      }),
    )
  ).items.map((h) => [h.action, h.fromStatus, h.toStatus]);
const statusOf = async (orderId: number) =>
  (
    await p.call({
      method: 'GET',
      url: app('Order/Get'),
      token: buyer,
      query: { id: String(orderId) },
    })
  ).body as { result: { status: string } | null };

/** The outbox row of `type` about `orderId` (what the dispatcher hands subscribers). */
async function eventOf(type: string, orderId: number): Promise<OutboxRow> {
  const { rows } =
    await sql<OutboxRow>`select id, type, payload, tenant_id, attempts from platform.outbox
    where type = ${type} and (payload->'order'->>'id')::int = ${orderId} order by id limit 1`.execute(
      p.ctx.db,
    );
  return rows[0]!;
}
/** Hands the event to the read model again, bypassing the delivery record (a redelivery). */
async function redeliver(row: OutboxRow) {
  const sub = p.ctx.events.subscriptionsFor(row.type).find((s) => s.subscriber === SUBSCRIBER)!;
  await p.ctx.events.deliverTo(sub, row);
}
async function wipeReadModel() {
  await sql`truncate account.order_history, account.order_lines, account.orders`.execute(p.ctx.db);
  await sql`delete from account.read_model_state`.execute(p.ctx.db);
}

beforeAll(async () => {
  p = await createTestPlatform();
  shop = await shopFor(p);
  buyer = (await signIn(p, 'b2c')).token;
  staff = (await signIn(p, 'zamowienia')).token;
  confirmed = await placeOrder(p, buyer, shop);
  await ok(
    p.call({
      method: 'POST',
      url: app('Order/MarkOrderAsConfirmed'),
      token: staff,
      payload: { orderId: confirmed.id },
    }),
  );
  await p.ctx.events.drain();
}, 180_000);
afterAll(() => p?.close());

describe('the order read model', () => {
  it('shows a newly placed order in Order/GetAll within a second', async () => {
    await p.ctx.events.start(); // the production dispatcher (polls every 250 ms)
    const order = await placeOrder(p, buyer, shop);
    const placedAt = Date.now();
    let seenAfter = -1;
    while (Date.now() - placedAt <= 1000) {
      const page = await ok<OrderPage>(
        p.call({
          method: 'GET',
          url: app('Order/GetAll'),
          token: buyer,
          query: { filter: order.number },
        }),
      );
      if (page.items.some((o) => o.id === order.id)) {
        seenAfter = Date.now() - placedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThanOrEqual(1000);
  });

  it('ignores an event applied twice and an older event arriving late', async () => {
    const before = await history(confirmed.id);
    expect(before).toEqual([
      ['create', null, confirmed.status],
      ['confirm', confirmed.status, 'CONFIRMED'],
    ]);
    await redeliver(await eventOf(ORDER_STATUS_CHANGED, confirmed.id));
    await redeliver(await eventOf(ORDER_PLACED, confirmed.id)); // older: must not roll back
    expect(await history(confirmed.id)).toEqual(before);
    expect((await statusOf(confirmed.id)).result?.status).toBe('CONFIRMED');
  });

  it('applies events that arrive out of order (one queue per type on RabbitMQ)', async () => {
    await wipeReadModel();
    await redeliver(await eventOf(ORDER_STATUS_CHANGED, confirmed.id));
    await redeliver(await eventOf(ORDER_PLACED, confirmed.id));
    expect((await statusOf(confirmed.id)).result?.status).toBe('CONFIRMED');
    expect(await history(confirmed.id)).toEqual([
      ['create', null, confirmed.status],
      ['confirm', confirmed.status, 'CONFIRMED'],
    ]);
  });

  it("backfills every existing order with its history from checkout's snapshots, once", async () => {
    await wipeReadModel();
    expect((await statusOf(confirmed.id)).result).toBeNull();
    await requestBackfillOnce(p.ctx);
    await requestBackfillOnce(p.ctx); // the marker is set: no second request
    await p.ctx.events.drain();
    expect((await statusOf(confirmed.id)).result?.status).toBe('CONFIRMED');
    const rebuilt = await history(confirmed.id);
    expect(rebuilt).toEqual([
      ['create', null, confirmed.status],
      ['confirm', confirmed.status, 'CONFIRMED'],
    ]);
    // A live event older than the snapshot is already in its history: nothing is added twice.
    await redeliver(await eventOf(ORDER_STATUS_CHANGED, confirmed.id));
    expect(await history(confirmed.id)).toEqual(rebuilt);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from platform.outbox
      where type = ${ORDER_SNAPSHOTS_REQUESTED} and payload->>'requestedBy' = ${SUBSCRIBER}`.execute(
      p.ctx.db,
    );
    // This read model's own requests (commerce statistics ask for their own backfill too).
    expect(rows[0]!.n).toBe(2); // the first start's request and this one
  });
});
