// Every transition after placement, and every refusal: acceptance (signed in and by link),
// rejection, cancellation, confirmation, payment start, editing, offers turned into orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type { PricedProduct, UserLimitsModuleApi } from '@armatura/shared-libs/contracts';
import {
  app,
  buyer,
  catalogue,
  commerceIds,
  fillCart,
  key,
  linkToken,
  orderBody,
  renderedMails,
  setBackorders,
} from '../testing/kit.js';

let p: TestPlatform;
let ids: Awaited<ReturnType<typeof commerceIds>>;
let whole: PricedProduct[];
let admin: string, b2b: string, b2b2: string, b2c: string;
let big: PricedProduct;

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal', mail: true });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  ids = await commerceIds(p);
  ({ whole } = await catalogue(p));
  big = [...whole]
    .filter((x) => x.priceGross <= 900)
    .sort((x, y) => y.priceGross - x.priceGross)[0]!;
  [admin, b2b, b2b2, b2c] = await Promise.all([
    p.login('admin'),
    p.login('b2b'),
    p.login('b2b2'),
    p.login('b2c'),
  ]);
});
afterAll(async () => {
  await p.close();
});

const post = (path: string, payload: any, token?: string) =>
  p.call({ method: 'POST', url: app(path), payload, token });
const b2bBuyer = buyer({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan.kowalski@instalbud.pl',
});

async function placeB2b(grossAtLeast: number, extra: Record<string, unknown> = {}) {
  await fillCart(p, b2b, [
    { productId: big.id, qty: Math.max(1, Math.ceil(grossAtLeast / big.priceGross)) },
  ]);
  const res = await post('Order/Create', orderBody(ids, { buyer: b2bBuyer, ...extra }), b2b);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.result.order;
}
async function placeB2c(extra: Record<string, unknown> = {}) {
  await fillCart(p, b2c, [{ productId: whole[0]!.id, qty: 1 }]);
  return (await post('Order/Create', orderBody(ids, extra), b2c)).body.result.order;
}
/** The approver's newest acceptance request, as the approver's mailbox got it (links with tokens). */
const lastApproverMail = () =>
  p.lastMail((m) => m.to.includes('admin@armatura.pl') && m.template === 'OrderAcceptanceRequest');
const used = async () =>
  (await post('User/VerifyLimit', { amount: 1 }, b2b)).body.result.used as number;

describe('acceptance of an order over the limit', () => {
  it('the approver accepts by the e-mailed link, once; the buyer is told', async () => {
    const order = await placeB2b(5200);
    const token = linkToken((await lastApproverMail()).text, 'akceptacja');
    // The link's token is in the approver's mailbox only: not in the outbox, not in the e-mail log.
    const outbox = (
      await sql<{
        payload: string;
      }>`select payload::text as payload from platform.outbox where type = 'mail.requested'`.execute(
        p.ctx.db,
      )
    ).rows;
    for (const row of outbox) expect(row.payload).not.toContain(token.slice(-20));
    const logRows = (
      await sql<{
        row: string;
      }>`select row_to_json(l)::text as row from content.email_log l`.execute(p.ctx.db)
    ).rows;
    for (const row of logRows) expect(row.row).not.toContain(token.slice(-20));
    const logs = await p.call({
      method: 'GET',
      url: app('Email/GetAllEmailLogs'),
      token: admin,
      query: { filter: 'OrderAcceptanceRequest', maxResultCount: '1' },
    });
    const logged = await p.call({
      method: 'GET',
      url: app('Email/GetEmailLog'),
      token: admin,
      query: { id: String(logs.body.result.items[0].id) },
    });
    expect(logged.body.result.bodyText).toContain('/zamowienia/akceptacja?token=••••••');
    expect(logged.body.result.bodyText).toContain('/zamowienia/odrzuc?token=••••••');
    const view = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { token },
    });
    expect(view.body.result.can).toMatchObject({ accept: true, reject: true, pay: false });
    const res = await post('Order/AcceptOrder', { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: 'NEW',
      acceptedByUserId: view.body.result.order.approverUserId,
    });
    expect((await renderedMails(p, 'jan.kowalski@instalbud.pl')).at(-1)!.subject).toBe(
      `Zamówienie ${order.number} zostało zaakceptowane i przekazane do realizacji`,
    );
    const twice = await post('Order/AcceptOrder', { token });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Nie można zaakceptować zamówienia o statusie „Nowe”.');
  });

  it('gives the transfer details only once the order is accepted (issue 14.8)', async () => {
    const order = await placeB2b(5200);
    const token = linkToken((await lastApproverMail()).text, 'akceptacja');
    const confirmation = (await renderedMails(p, 'jan.kowalski@instalbud.pl')).find(
      (m) => m.template === 'OrderConfirmation' && m.subject.includes(order.number),
    );
    expect(confirmation).toBeDefined();
    expect(confirmation!.text).not.toContain('PL61 1090');
    const view = () =>
      p.call({
        method: 'GET',
        url: app('Order/GetOrderConfirmation'),
        query: { orderId: String(order.id) },
        token: b2b,
      });
    expect((await view()).body.result.transfer).toBeNull();
    expect((await post('Order/AcceptOrder', { token })).status).toBe(200);
    expect((await view()).body.result.transfer).toMatchObject({
      title: `Zamówienie ${order.number}`,
      amount: order.totals.gross,
    });
  });

  it('never lets the buyer approve their own order, nor someone from another company', async () => {
    const order = await placeB2b(5200);
    const own = await post('Order/AcceptOrder', { orderId: order.id }, b2b);
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Nie możesz zaakceptować własnego zamówienia.');
    // Someone with no business with the order is told it does not exist (order ids are sequential).
    expect((await post('Order/AcceptOrder', { orderId: order.id }, b2b2)).status).toBe(404);
    expect((await post('Order/AcceptOrder', { orderId: order.id })).status).toBe(401);
    const signedIn = await post('Order/AcceptOrder', { orderId: order.id }, admin);
    expect(signedIn.body.result.status).toBe('NEW');
  });

  it('the approver rejects by link with a reason; a forged or stale link is refused', async () => {
    const order = await placeB2b(5200);
    const token = linkToken((await lastApproverMail()).text, 'odrzuc');
    expect((await post('Order/DiscardOrder', { token: token.slice(0, -4) + 'AAAA' })).status).toBe(
      401,
    );
    const res = await post('Order/DiscardOrder', { token, reason: 'Za duża ilość' });
    expect(res.body.result).toMatchObject({ status: 'REJECTED', rejectionReason: 'Za duża ilość' });
    expect((await renderedMails(p, 'jan.kowalski@instalbud.pl')).at(-1)!.text).toContain(
      'Powód: Za duża ilość',
    );
    expect((await post('Order/AcceptOrder', { orderId: order.id }, admin)).status).toBe(409);
    expect((await post('Order/DiscardOrder', { orderId: order.id }, b2b)).status).toBe(409);
  });
});

describe('cancel, confirm, pay', () => {
  it('the buyer cancels a new order and its limit reservation is released', async () => {
    const before = await used();
    const order = await placeB2b(100);
    expect(order.status).toBe('NEW');
    expect(await used()).toBeCloseTo(before + order.totals.gross, 2);
    const res = await post('Order/DiscardOrder', { orderId: order.id, reason: 'Pomyłka' }, b2b);
    expect(res.body.result.status).toBe('CANCELLED');
    expect(await used()).toBeCloseTo(before, 2);
    expect((await post('Order/DiscardOrder', { orderId: order.id }, b2b)).body.error.message).toBe(
      'Nie można anulować zamówienia o statusie „Anulowane”.',
    );
    expect((await post('Order/DiscardOrder', { orderId: order.id }, b2c)).status).toBe(404);
  });

  it('staff confirm; a transfer is then paid; customers may not confirm; confirmed cannot be cancelled or paid', async () => {
    const order = await placeB2c();
    expect((await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, b2c)).status).toBe(403);
    const res = await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin);
    expect(res.body.result).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    expect((await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin)).status).toBe(
      409,
    );
    expect((await post('Order/DiscardOrder', { orderId: order.id }, b2c)).status).toBe(409);
    expect((await post('Order/PayForOrder', { orderId: order.id }, b2c)).body.error.message).toBe(
      'Zamówienie jest już opłacone.',
    );
  });

  it('PayForOrder gives transfer details, refuses cash on delivery and orders waiting for acceptance', async () => {
    const transfer = await placeB2c();
    const pay = await post('Order/PayForOrder', { orderId: transfer.id }, b2c);
    expect(pay.body.result).toMatchObject({
      provider: 'transfer',
      redirectUrl: null,
      instructions: { title: `Zamówienie ${transfer.number}`, amount: transfer.totals.gross },
    });
    expect((await post('Order/PayForOrder', { orderId: transfer.id }, b2b)).status).toBe(404);
    const cod = await placeB2c({ paymentMethodId: ids.cod });
    expect((await post('Order/PayForOrder', { orderId: cod.id }, b2c)).body.error.message).toMatch(
      /opłacisz przy odbiorze/,
    );
    const waiting = await placeB2b(5200);
    const refused = await post('Order/PayForOrder', { orderId: waiting.id }, b2b);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Nie można opłacić zamówienia o statusie „Oczekuje na akceptację”.',
    );
  });
});

describe('editing an order', () => {
  it('goes through the cart, re-checks the limit and invalidates the old approval links', async () => {
    const order = await placeB2b(1000);
    expect(order.status).toBe('NEW');
    expect((await post('Order/EditOrder', { orderId: order.id }, b2b)).body.error.message).toBe(
      'Najpierw wczytaj to zamówienie do koszyka do edycji.',
    );
    const loaded = await post(
      'ShoppingCart/AddOrderToShoppingCardToEdit',
      { orderId: order.id },
      b2b,
    );
    expect(loaded.body.result.editingOrder).toEqual({ id: order.id, number: order.number });
    expect((await post('Order/Create', orderBody(ids, { buyer: b2bBuyer }), b2b)).status).toBe(409);
    const line = loaded.body.result.items[0];
    await p.call({
      method: 'PUT',
      url: app('ShoppingCart/Update'),
      token: b2b,
      payload: { id: line.id, qty: Math.ceil(5200 / big.priceGross) },
    });
    const edited = await post('Order/EditOrder', { orderId: order.id }, b2b);
    expect(edited.body.result).toMatchObject({ status: 'AWAITING_ACCEPTANCE', revision: 2 });
    const token = linkToken((await lastApproverMail()).text, 'akceptacja');
    // The approver trims the order below the limit: it no longer needs acceptance.
    await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, admin);
    const adminCart = (
      await p.call({ method: 'GET', url: app('ShoppingCart/GetUserShoppingCarts'), token: admin })
    ).body.result;
    await p.call({
      method: 'PUT',
      url: app('ShoppingCart/Update'),
      token: admin,
      payload: { id: adminCart.items[0].id, qty: 1 },
    });
    const trimmed = await post('Order/EditOrder', { orderId: order.id }, admin);
    expect(trimmed.body.result).toMatchObject({
      status: 'NEW',
      revision: 3,
      buyerUserId: order.buyerUserId,
    });
    const stale = await post('Order/AcceptOrder', { token });
    expect(stale.status).toBe(409);
    expect(
      (await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, b2c)).status,
    ).toBe(404);
  });

  it('refuses to edit a confirmed or cancelled order', async () => {
    const order = await placeB2c();
    await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin);
    const res = await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, b2c);
    expect(res.status).toBe(409);
  });
});

describe('offers', () => {
  it('an offer becomes one order through the cart, exactly once', async () => {
    await fillCart(p, b2c, [{ productId: whole[1]!.id, qty: 2 }]);
    const offer = (await post('Order/SaveOffer', { idempotencyKey: key() }, b2c)).body.result.order;
    const before = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(offer.id) },
      token: b2c,
    });
    expect(before.body.result.can).toMatchObject({
      toCart: true,
      edit: false,
      pay: false,
      cancel: true,
    });
    const inCart = await post('ShoppingCart/AddOfferToShoppingCard', { orderId: offer.id }, b2c);
    expect(inCart.body.result.offer).toEqual({ id: offer.id, number: offer.number });
    const order = (await post('Order/Create', orderBody(ids), b2c)).body.result.order;
    expect(order.sourceOfferId).toBe(offer.id);
    const view = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(offer.id) },
      token: b2c,
    });
    expect(view.body.result.order).toMatchObject({
      status: 'CONVERTED',
      convertedOrderId: order.id,
    });
    expect(view.body.result.can.toCart).toBe(false);
    expect(
      (await post('ShoppingCart/AddOfferToShoppingCard', { orderId: offer.id }, b2c)).status,
    ).toBe(409);
    expect(
      (await post('ShoppingCart/AddOfferToShoppingCard', { orderId: offer.id }, b2b)).status,
    ).toBe(404);
  });

  it('an offer can be cancelled but not paid or accepted', async () => {
    await fillCart(p, b2c, [{ productId: whole[1]!.id, qty: 1 }]);
    const offer = (await post('Order/SaveOffer', { idempotencyKey: key() }, b2c)).body.result.order;
    expect((await post('Order/PayForOrder', { orderId: offer.id }, b2c)).status).toBe(409);
    expect((await post('Order/DiscardOrder', { orderId: offer.id }, b2c)).body.result.status).toBe(
      'CANCELLED',
    );
  });
});

describe('limits module', () => {
  it('is reachable for checkout and releases are idempotent', async () => {
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    await limits.release(p.ctx.db, { tenantId: 1, orderId: 987654 });
    expect(await limits.getActiveLimit(1, 999)).toBeNull();
  });
});
