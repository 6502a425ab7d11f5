// Order/Create and SaveOffer: guest and signed-in checkout, server-side prices, idempotency,
// validation, spending limits, events and e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { PricedProduct } from '@armatura/shared-libs/contracts';
import {
  address,
  app,
  buyer,
  catalogue,
  commerceIds,
  events,
  fillCart,
  key,
  mails,
  orderBody,
  renderedMails,
  setBackorders,
} from '../testing/kit.js';

let p: TestPlatform;
let ids: Awaited<ReturnType<typeof commerceIds>>;
let whole: PricedProduct[];
let decimal: PricedProduct[];

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  ids = await commerceIds(p);
  ({ whole, decimal } = await catalogue(p));
});
afterAll(() => p.close());

const create = (payload: any, token?: string) =>
  p.call({ method: 'POST', url: app('Order/Create'), payload, token });

describe('guest checkout', () => {
  it('places an order from the local cart at server prices, with VAT per rate and a confirmation mail', async () => {
    const [a, s] = [whole[0]!, decimal[0]!];
    const res = await create(
      orderBody(ids, {
        items: [
          { productId: a.id, qty: 2 },
          { productId: s.id, qty: 1.5 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const o = res.body.result.order;
    expect(o).toMatchObject({
      kind: 'ORDER',
      status: 'NEW',
      statusName: 'Nowe',
      buyerUserId: null,
      paymentStatus: 'PENDING',
    });
    expect(o.number).toMatch(/^ZAM\/\d{4}\/\d{6}$/);
    expect(o.items.map((i: any) => [i.productId, i.qty, i.priceNet])).toEqual([
      [a.id, 2, a.priceNet],
      [s.id, 1.5, s.priceNet],
    ]);
    expect(o.totals.byRate.map((r: any) => r.rate).sort()).toEqual(
      [...new Set([a.vatRate, s.vatRate, 23])].sort(),
    );
    expect(o.totals.gross).toBeCloseTo(o.totals.net + o.totals.vat, 2);
    expect(o.deliveryAddress).toMatchObject({ postalCode: '00-549', country: 'PL' });
    const mail = (await renderedMails(p, 'anna.nowak@example.pl')).at(-1)!;
    expect(mail.template).toBe('OrderConfirmation');
    expect(mail.subject).toBe(`Potwierdzenie zamówienia ${o.number}`);
    expect(mail.text).toContain('Numer rachunku');
    expect((await events(p, 'order.placed')).at(-1).order.id).toBe(o.id);
    // The guest sees the confirmation through the view token only.
    const view = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(o.id), token: res.body.result.viewToken },
    });
    expect(view.status).toBe(200);
    expect(view.body.result.transfer.title).toBe(`Zamówienie ${o.number}`);
    expect(
      (
        await p.call({
          method: 'GET',
          url: app('Order/GetOrderConfirmation'),
          query: { orderId: String(o.id) },
        })
      ).status,
    ).toBe(401);
  });

  it('keeps orders inside their tenant and a view link inside its order', async () => {
    const res = await create(orderBody(ids, { items: [{ productId: whole[0]!.id, qty: 1 }] }));
    const { order, viewToken } = res.body.result;
    const otherTenantAdmin = await p.login('admin', 2);
    const foreign = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(order.id) },
      token: otherTenantAdmin,
    });
    expect(foreign.status).toBe(404);
    const wrongOrder = await p.call({
      method: 'GET',
      url: app('Order/GetOrderConfirmation'),
      query: { orderId: String(order.id - 1), token: viewToken },
    });
    expect(wrongOrder.status).toBe(404);
    expect(
      (
        await p.call({
          method: 'POST',
          url: app('Order/MarkOrderAsConfirmed'),
          payload: { orderId: order.id },
          token: otherTenantAdmin,
        })
      ).status,
    ).toBe(404);
  });

  it('returns the same order for a repeated idempotency key and never makes a second one', async () => {
    const body = orderBody(ids, { items: [{ productId: whole[1]!.id, qty: 1 }] });
    const first = await create(body);
    const again = await create(body);
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({
      replayed: true,
      order: { id: first.body.result.order.id },
    });
    const count = await p.ctx.db
      .selectFrom('checkout.orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('idempotency_key', '=', body.idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('validates Polish address, NIP, pickup point and the delivery/payment pair', async () => {
    const items = [{ productId: whole[0]!.id, qty: 1 }];
    const bad = await create(
      orderBody(ids, {
        items,
        address: address({ postalCode: '00549' }),
        buyer: buyer({ isCompany: true, companyName: 'Instal', nip: '1234567890' }),
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors.map((v: any) => v.members[0]).sort()).toEqual([
      'address.postalCode',
      'buyer.nip',
    ]);
    const company = await create(
      orderBody(ids, {
        items,
        buyer: buyer({
          isCompany: true,
          companyName: 'Instal-Bud sp. z o.o.',
          nip: '526-000-12-46',
        }),
      }),
    );
    expect(company.body.result.order.buyer.nip).toBe('5260001246');
    const noPoint = await create(
      orderBody(ids, { items, deliveryMethodId: ids.pickup, address: null }),
    );
    expect(noPoint.body.error.validationErrors[0].members).toEqual(['pointOfSaleId']);
    const pickup = await create(
      orderBody(ids, {
        items,
        deliveryMethodId: ids.pickup,
        pointOfSaleId: ids.pointOfSaleId,
        address: null,
      }),
    );
    expect(pickup.body.result.order).toMatchObject({
      deliveryAddress: null,
      pointOfSale: { id: ids.pointOfSaleId },
    });
    const codToLocker = await create(
      orderBody(ids, { items, deliveryMethodId: ids.locker, paymentMethodId: ids.cod }),
    );
    expect(codToLocker.status).toBe(400);
    expect(codToLocker.body.error.message).toBe(
      'Wybrana metoda płatności nie jest dostępna dla tej dostawy.',
    );
    const fraction = await create(
      orderBody(ids, { items: [{ productId: whole[0]!.id, qty: 1.5 }] }),
    );
    expect(fraction.body.error.message).toContain('musi być liczbą całkowitą');
    expect((await create(orderBody(ids, { items: [] }))).body.error.message).toBe(
      'Koszyk jest pusty.',
    );
    expect((await create({ ...orderBody(ids, { items }), idempotencyKey: 'x' })).status).toBe(400);
  });

  it('is closed to guests when the tenant does not grant them the cart', async () => {
    await p.ctx.db
      .deleteFrom('shell.guest_permissions')
      .where('tenant_id', '=', 1)
      .where('permission', '=', 'Pages.ShoppingCart')
      .execute();
    const res = await create(orderBody(ids, { items: [{ productId: whole[0]!.id, qty: 1 }] }));
    expect(res.status).toBe(401);
    await p.ctx.db
      .insertInto('shell.guest_permissions')
      .values({ tenant_id: 1, permission: 'Pages.ShoppingCart' })
      .execute();
  });
});

describe('signed-in checkout', () => {
  it('places the server cart, empties it and offers the address next time', async () => {
    const b2c = await p.login('b2c');
    await fillCart(p, b2c, [{ productId: whole[2]!.id, qty: 3 }]);
    const res = await create(
      orderBody(ids, {
        paymentMethodId: ids.cod,
        address: address({ street: 'ul. Nowa 5' }),
        items: [{ productId: whole[0]!.id, qty: 99 }],
      }),
      b2c,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.order.items.map((i: any) => [i.productId, i.qty])).toEqual([
      [whole[2]!.id, 3],
    ]);
    expect(res.body.result.order.paymentStatus).toBe('NOT_REQUIRED');
    expect(
      (
        await p.call({
          method: 'GET',
          url: app('ShoppingCart/GetTotalUserShoppingCarts'),
          token: b2c,
        })
      ).body.result.quantity,
    ).toBe(0);
    // The account domain keeps the address from the order.placed event (delivered through the outbox).
    await p.ctx.events.drain();
    const recent = await p.call({
      method: 'GET',
      url: app('Order/GetRecentAddresses'),
      token: b2c,
    });
    expect(recent.body.result.items[0].address.street).toBe('ul. Nowa 5');
    const again = await create(orderBody(ids), b2c);
    expect(again.body.error.message).toBe('Koszyk jest pusty.');
  });

  it('sends an order over the B2B limit for acceptance and mails the approver signed links', async () => {
    const b2b = await p.login('b2b');
    const expensive = [...whole]
      .filter((x) => x.priceGross <= 900)
      .sort((x, y) => y.priceGross - x.priceGross)[0]!;
    const qty = Math.ceil(5100 / expensive.priceGross);
    await fillCart(p, b2b, [{ productId: expensive.id, qty }]);
    const check = await p.call({
      method: 'POST',
      url: app('Order/CheckIfOrderRequiresAcceptance'),
      token: b2b,
      payload: {},
    });
    expect(check.body.result).toMatchObject({
      requiresAcceptance: true,
      limit: { amount: 5000, period: 'MONTH' },
    });
    const res = await create(
      orderBody(ids, { buyer: buyer({ email: 'jan.kowalski@instalbud.pl' }) }),
      b2b,
    );
    expect(res.body.result).toMatchObject({
      requiresAcceptance: true,
      order: { status: 'AWAITING_ACCEPTANCE' },
    });
    const toApprover = (await mails(p, 'admin@armatura.pl')).at(-1);
    expect((await renderedMails(p, 'admin@armatura.pl')).at(-1)!.subject).toBe(
      `Zamówienie ${res.body.result.order.number} czeka na Twoją akceptację`,
    );
    // The outbox row holds placeholders and the token sealed, never the token itself.
    expect(toApprover.template).toBe('OrderAcceptanceRequest');
    expect(toApprover.data.acceptUrl).toContain(
      '/zamowienia/akceptacja?token={{secret:decisionToken}}',
    );
    expect(toApprover.data.rejectUrl).toContain(
      '/zamowienia/odrzuc?token={{secret:decisionToken}}',
    );
    expect(JSON.stringify(toApprover.data)).not.toMatch(/eyJ/);
    expect(Object.keys(toApprover.secrets)).toEqual(['decisionToken']);
    expect(toApprover.secrets.decisionToken).not.toMatch(/^eyJ/);
    expect(p.ctx.tokens.decrypt(toApprover.secrets.decisionToken)).not.toMatch(/^eyJ/);
  });

  it('saves the cart as an offer (no limit, no mail) and needs sign-in for that', async () => {
    const b2c = await p.login('b2c');
    await fillCart(p, b2c, [{ productId: whole[3]!.id, qty: 1 }]);
    const before = (await mails(p)).length;
    const res = await p.call({
      method: 'POST',
      url: app('Order/SaveOffer'),
      token: b2c,
      payload: { idempotencyKey: key() },
    });
    expect(res.body.result.order).toMatchObject({ kind: 'OFFER', status: 'OFFER', delivery: null });
    expect(res.body.result.order.number).toMatch(/^OF\//);
    expect((await mails(p)).length).toBe(before);
    expect(
      (
        await p.call({
          method: 'POST',
          url: app('Order/SaveOffer'),
          payload: { idempotencyKey: key() },
        })
      ).status,
    ).toBe(401);
  });
});
