// Online payment end to end against a local fake Tpay: transaction creation, JWS-verified
// notifications (valid, forged, replayed, underpaid), and the order states around them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { PricedProduct } from '@armatura/shared-libs/contracts';
import {
  app,
  catalogue,
  commerceIds,
  events,
  fillCart,
  orderBody,
  renderedMails,
  setBackorders,
} from '../testing/kit.js';
import { startFakeTpay, type FakeTpay } from '../testing/fake-tpay.js';

let p: TestPlatform;
let tpay: FakeTpay;
let ids: Awaited<ReturnType<typeof commerceIds>>;
let whole: PricedProduct[];
let b2c: string, admin: string;
let tpayId: number;

beforeAll(async () => {
  [p, tpay] = await Promise.all([createTestPlatform({ seed: 'minimal' }), startFakeTpay()]);
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  await p.ctx.db
    .updateTable('commerce.tpay_configuration')
    .set({
      client_id: 'client',
      client_secret: 'secret',
      merchant_id: '1010',
      api_url: tpay.url,
      jws_certificate_url: `${tpay.url}/x509/tpay-jws-root.pem`,
      is_active: true,
    })
    .where('tenant_id', '=', 1)
    .execute();
  ids = await commerceIds(p);
  tpayId = ids.courierDelivery.payments.find((x: any) => x.provider === 'tpay').id;
  ({ whole } = await catalogue(p));
  [b2c, admin] = await Promise.all([p.login('b2c'), p.login('admin')]);
});
afterAll(async () => {
  await p.close();
  await tpay.close();
});

const post = (path: string, payload: any, token?: string) =>
  p.call({ method: 'POST', url: app(path), payload, token });
async function tpayOrder() {
  await fillCart(p, b2c, [{ productId: whole[0]!.id, qty: 2 }]);
  return (await post('Order/Create', orderBody(ids, { paymentMethodId: tpayId }), b2c)).body.result
    .order;
}
function notification(order: any, over: Record<string, string> = {}) {
  return new URLSearchParams({
    id: '1010',
    tr_id: order.paymentTransactionId ?? 'TR-X',
    tr_date: '2026-03-01 12:00:00',
    tr_crc: `${order.tenantId}:${order.id}`,
    tr_amount: order.totals.gross.toFixed(2),
    tr_paid: order.totals.gross.toFixed(2),
    tr_desc: `Zamówienie ${order.number}`,
    tr_status: 'TRUE',
    tr_error: 'none',
    tr_email: order.buyer.email,
    test_mode: '1',
    ...over,
  }).toString();
}
const notify = (body: string, signature?: string) =>
  p.call({
    method: 'POST',
    url: '/api/payments/tpay/notification',
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature ? { 'x-jws-signature': signature } : {}),
    },
  });
const load = async (id: number) =>
  (
    await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(id) },
      token: b2c,
    })
  ).body.result.order;

describe('Tpay', () => {
  it('creates one transaction for the gross amount and resumes it instead of creating another', async () => {
    const order = await tpayOrder();
    const first = await post('Order/PayForOrder', { orderId: order.id }, b2c);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      provider: 'tpay',
      transactionId: 'TR-TEST-1',
      redirectUrl: 'https://secure.sandbox.tpay.com/?title=TR-TEST-1',
    });
    expect(tpay.transactions[0]).toMatchObject({
      amount: order.totals.gross,
      hiddenDescription: `1:${order.id}`,
      payer: { email: 'anna.nowak@example.pl' },
    });
    expect(tpay.transactions[0].callbacks.notification.url).toBe(
      'http://localhost:8080/api/payments/tpay/notification',
    );
    const again = await post('Order/PayForOrder', { orderId: order.id }, b2c);
    expect(again.body.result.redirectUrl).toBe(first.body.result.redirectUrl);
    expect(tpay.transactions).toHaveLength(1);
    expect(
      (await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, b2c)).status,
    ).toBe(409);
    expect(
      (await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin)).body.error.message,
    ).toMatch(/dopiero po otrzymaniu płatności/);
  });

  it('refuses notifications that are unsigned, signed by another key, from another host or tampered with', async () => {
    const order = await tpayOrder();
    await post('Order/PayForOrder', { orderId: order.id }, b2c);
    const o = await load(order.id);
    const body = notification(o);
    expect((await notify(body)).status).toBe(400);
    expect((await notify(body, await tpay.sign(body, { evil: true }))).status).toBe(400);
    expect(
      (await notify(body, await tpay.sign(body, { x5u: 'https://attacker.example/cert.pem' })))
        .status,
    ).toBe(400);
    const tampered = notification(o, { tr_paid: '0.01' });
    const res = await notify(tampered, await tpay.sign(body));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Nieprawidłowy podpis powiadomienia.');
    expect((await load(order.id)).status).toBe('NEW');
  });

  it('a verified notification marks the order paid once; then the shop confirms it', async () => {
    const order = await tpayOrder();
    await post('Order/PayForOrder', { orderId: order.id }, b2c);
    const o = await load(order.id);
    const low = notification(o, { tr_paid: '1.00' });
    expect((await notify(low, await tpay.sign(low))).body).toBe('TRUE');
    expect((await load(order.id)).status).toBe('NEW');
    const body = notification(o);
    const res = await notify(body, await tpay.sign(body));
    expect(res.status).toBe(200);
    expect(res.body).toBe('TRUE');
    const paid = await load(order.id);
    expect(paid).toMatchObject({ status: 'PAID', paymentStatus: 'PAID' });
    expect((await notify(body, await tpay.sign(body))).body).toBe('TRUE');
    const history = (
      await p.call({
        method: 'GET',
        url: app('Order/GetOrderConfirmation'),
        query: { orderId: String(order.id) },
        token: b2c,
      })
    ).body.result.history;
    expect(history.filter((h: any) => h.action === 'paid')).toHaveLength(1);
    expect((await renderedMails(p, 'anna.nowak@example.pl')).at(-1)!.subject).toBe(
      `Zamówienie ${order.number} zostało opłacone`,
    );
    expect((await events(p, 'order.statusChanged')).at(-1)).toMatchObject({
      orderId: order.id,
      from: 'NEW',
      to: 'PAID',
      action: 'paid',
    });
    const outcomes = await p.ctx.db
      .selectFrom('checkout.payment_notifications')
      .select('outcome')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(outcomes.map((r) => r.outcome)).toEqual(['AMOUNT_TOO_LOW', 'PAID']);
    expect((await post('Order/DiscardOrder', { orderId: order.id }, b2c)).status).toBe(409);
    expect(
      (await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin)).body.result.status,
    ).toBe('CONFIRMED');
  });

  it('reports a Tpay failure as a clear 503 and hides Tpay when it is switched off', async () => {
    const order = await tpayOrder();
    tpay.failNext = true;
    const res = await post('Order/PayForOrder', { orderId: order.id }, b2c);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/Płatność online jest chwilowo niedostępna/);
    await p.ctx.db
      .updateTable('commerce.tpay_configuration')
      .set({ is_active: false })
      .where('tenant_id', '=', 1)
      .execute();
    const off = await post('Order/PayForOrder', { orderId: order.id }, b2c);
    expect(off.body.error.message).toMatch(/Płatność online jest wyłączona/);
    const payments = await p.call({
      method: 'GET',
      url: app('Payment/GetPaymentsForDelivery'),
      query: { deliveryId: String(ids.courier) },
    });
    expect(payments.body.result.items.map((x: any) => x.provider)).toEqual(['transfer', 'cod']);
    await p.ctx.db
      .updateTable('commerce.tpay_configuration')
      .set({ is_active: true })
      .where('tenant_id', '=', 1)
      .execute();
  });
});
