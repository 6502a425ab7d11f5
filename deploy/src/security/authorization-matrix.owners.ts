// Owner-scoped routes (OWNER in authorization-matrix.policy.ts): identity A owns an object; another
// customer of the same tenant (B) and the other tenant's admin (X) ask for it by id and get exactly
// what they get for an id that does not exist (same status, same message: 'not yours' and 'does not
// exist' are indistinguishable); the owner gets 2xx. Anonymous callers without a link are asked to
// sign in, whatever the id. Registered by authorization-matrix.test.ts on its platform (one seed).
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { CatalogModuleApi } from '@armatura/shared-libs/contracts';
import type { TestPlatform } from '../testing.js';
import { byName, type Identity } from './authorization-matrix.identities.js';
import { OWNER, key } from './authorization-matrix.policy.js';
import { productsForSale } from '@armatura/shared-libs/server/testing';

const APP = '/api/services/app/';
const MISSING = 2_000_000_000;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Res {
  status: number;
  body: any;
}

let p: TestPlatform;
let ids: Identity[];
let A: Identity, B: Identity, X: Identity, anon: Identity, admin: Identity;
let products: number[];
let delivery: { courier: number; transfer: number };

const call = (
  who: Identity,
  method: Method,
  path: string,
  data?: Record<string, unknown>,
): Promise<Res> =>
  p.call({
    method,
    url: path.startsWith('/') ? path : APP + path,
    token: who.token,
    tenantId: who.token ? undefined : who.tenantId,
    ...(method === 'GET' || method === 'DELETE'
      ? { query: Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)])) }
      : { payload: data ?? {} }),
  });
const ok = async (res: Promise<Res>) => {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return r.body.result;
};

/** `who` gets `status` for the owner's object and exactly the same answer for an object that does not exist. */
async function refusedLikeMissing(
  who: Identity[],
  status: number,
  send: (who: Identity, id: number) => Promise<Res>,
  realId: number,
) {
  for (const w of who) {
    const [real, missing] = [await send(w, realId), await send(w, MISSING)];
    expect({ who: w.name, status: real.status, message: real.body?.error?.message }).toEqual({
      who: w.name,
      status,
      message: missing.body?.error?.message,
    });
    expect(missing.status).toBe(status);
  }
}

const buyer = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna.nowak@example.pl',
  phone: '+48 502 111 222',
  isCompany: false,
};
const address = (street: string) => ({ street, postalCode: '00-549', city: 'Warszawa' });

async function fillCart(who: Identity, lines: { productId: number; qty: number }[]) {
  await ok(call(who, 'DELETE', 'ShoppingCart/DeleteAll'));
  for (const l of lines) await ok(call(who, 'POST', 'ShoppingCart/Create', l));
}
async function placeOrder(who: Identity, qty = 1, street = 'ul. Piękna 12/4') {
  await fillCart(who, [{ productId: products[0]!, qty }]);
  return (
    await ok(
      call(who, 'POST', 'Order/Create', {
        idempotencyKey: `matrix-${randomUUID()}`,
        deliveryMethodId: delivery.courier,
        paymentMethodId: delivery.transfer,
        buyer,
        address: address(street),
      }),
    )
  ).order;
}

const fixtures: Record<string, () => Promise<void>> = {};
const fixture = (method: Method, path: string, run: () => Promise<void>) => {
  fixtures[key(method, path.startsWith('/') ? path : APP + path)] = run;
};

// ── The cart ──────────────────────────────────────────────────────────────────────────────────
let lineId: number;
fixture('PUT', 'ShoppingCart/Update', async () => {
  await fillCart(A, [{ productId: products[0]!, qty: 1 }]);
  await fillCart(B, []);
  lineId = (await ok(call(A, 'GET', 'ShoppingCart/GetUserShoppingCarts'))).items[0].id;
  await refusedLikeMissing(
    [B, X],
    404,
    (w, id) => call(w, 'PUT', 'ShoppingCart/Update', { id, qty: 3 }),
    lineId,
  );
  expect((await ok(call(A, 'PUT', 'ShoppingCart/Update', { id: lineId, qty: 2 }))).qty).toBe(2);
});
fixture('GET', 'ShoppingCart/GetUserShoppingCarts', async () => {
  await refusedLikeMissing(
    [B, X],
    403,
    (w, userId) => call(w, 'GET', 'ShoppingCart/GetUserShoppingCarts', { userId }),
    A.userId!,
  );
  expect((await ok(call(B, 'GET', 'ShoppingCart/GetUserShoppingCarts'))).items).toEqual([]);
  expect(
    (await ok(call(A, 'GET', 'ShoppingCart/GetUserShoppingCarts', { userId: A.userId }))).items.map(
      (i: any) => i.id,
    ),
  ).toEqual([lineId]);
});
fixture('GET', 'ShoppingCart/GetTotalUserShoppingCarts', async () => {
  expect((await ok(call(B, 'GET', 'ShoppingCart/GetTotalUserShoppingCarts'))).quantity).toBe(0);
  expect(
    (await ok(call(A, 'GET', 'ShoppingCart/GetTotalUserShoppingCarts'))).quantity,
  ).toBeGreaterThan(0);
});
fixture('DELETE', 'ShoppingCart/DeleteAll', async () => {
  await ok(call(B, 'DELETE', 'ShoppingCart/DeleteAll'));
  await ok(call(X, 'DELETE', 'ShoppingCart/DeleteAll'));
  expect((await ok(call(A, 'GET', 'ShoppingCart/GetUserShoppingCarts'))).items).toHaveLength(1);
});
fixture('DELETE', 'ShoppingCart/Delete', async () => {
  await refusedLikeMissing(
    [B, X],
    404,
    (w, id) => call(w, 'DELETE', 'ShoppingCart/Delete', { id }),
    lineId,
  );
  await ok(call(A, 'DELETE', 'ShoppingCart/Delete', { id: lineId }));
});

// ── Orders and offers ─────────────────────────────────────────────────────────────────────────
let order: { id: number }, viewToken: string;
fixture('GET', 'Order/GetOrderConfirmation', async () => {
  await fillCart(A, [{ productId: products[0]!, qty: 1 }]);
  const placed = await ok(
    call(A, 'POST', 'Order/Create', {
      idempotencyKey: `matrix-${randomUUID()}`,
      deliveryMethodId: delivery.courier,
      paymentMethodId: delivery.transfer,
      buyer,
      address: address('ul. Macierzowa 7'),
    }),
  );
  [order, viewToken] = [placed.order, placed.viewToken];
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'GET', 'Order/GetOrderConfirmation', { orderId }),
    order.id,
  );
  await refusedLikeMissing(
    [anon],
    401,
    (w, orderId) => call(w, 'GET', 'Order/GetOrderConfirmation', { orderId }),
    order.id,
  );
  expect(
    (await ok(call(A, 'GET', 'Order/GetOrderConfirmation', { orderId: order.id }))).order.id,
  ).toBe(order.id);
  expect(
    (await ok(call(anon, 'GET', 'Order/GetOrderConfirmation', { token: viewToken }))).order.id,
  ).toBe(order.id);
});
fixture('POST', 'Order/CheckIfOrderRequiresAcceptance', async () => {
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/CheckIfOrderRequiresAcceptance', { orderId }),
    order.id,
  );
  await refusedLikeMissing(
    [anon],
    401,
    (w, orderId) => call(w, 'POST', 'Order/CheckIfOrderRequiresAcceptance', { orderId }),
    order.id,
  );
  expect(
    (await ok(call(A, 'POST', 'Order/CheckIfOrderRequiresAcceptance', { orderId: order.id })))
      .status,
  ).toBe('NEW');
});
fixture('POST', 'Order/PayForOrder', async () => {
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/PayForOrder', { orderId }),
    order.id,
  );
  await refusedLikeMissing(
    [anon],
    401,
    (w, orderId) => call(w, 'POST', 'Order/PayForOrder', { orderId }),
    order.id,
  );
  expect((await ok(call(A, 'POST', 'Order/PayForOrder', { orderId: order.id }))).provider).toBe(
    'transfer',
  );
});
fixture('GET', 'Order/GetRecentAddresses', async () => {
  await p.ctx.events.drain(); // the account domain keeps the address from order.placed
  const streets = async (w: Identity) =>
    ((await ok(call(w, 'GET', 'Order/GetRecentAddresses'))).items as any[]).map(
      (a) => a.street ?? a.address?.street,
    );
  expect(await streets(A)).toContain('ul. Macierzowa 7');
  expect(await streets(B)).not.toContain('ul. Macierzowa 7');
  expect(await streets(X)).not.toContain('ul. Macierzowa 7');
});
fixture('POST', 'ShoppingCart/AddOrderToShoppingCardToEdit', async () => {
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'ShoppingCart/AddOrderToShoppingCardToEdit', { orderId }),
    order.id,
  );
  expect(
    (await ok(call(A, 'POST', 'ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id })))
      .editingOrder.id,
  ).toBe(order.id);
});
fixture('POST', 'Order/EditOrder', async () => {
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/EditOrder', { orderId }),
    order.id,
  );
  expect((await ok(call(A, 'POST', 'Order/EditOrder', { orderId: order.id }))).revision).toBe(2);
});
fixture('POST', 'Order/MarkOrderAsConfirmed', async () => {
  await refusedLikeMissing(
    [X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/MarkOrderAsConfirmed', { orderId }),
    order.id,
  );
  expect(
    (
      await ok(
        call(byName(ids, 'zamowienia'), 'POST', 'Order/MarkOrderAsConfirmed', {
          orderId: order.id,
        }),
      )
    ).status,
  ).toBe('CONFIRMED');
});
fixture('POST', 'Order/DiscardOrder', async () => {
  const second = await placeOrder(A);
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/DiscardOrder', { orderId }),
    second.id,
  );
  await refusedLikeMissing(
    [anon],
    401,
    (w, orderId) => call(w, 'POST', 'Order/DiscardOrder', { orderId }),
    second.id,
  );
  expect((await ok(call(A, 'POST', 'Order/DiscardOrder', { orderId: second.id }))).status).toBe(
    'CANCELLED',
  );
});
fixture('POST', 'Order/AcceptOrder', async () => {
  // b2b's order over the 5 000 zł limit waits for the admin (the limit's approver).
  const b2b = byName(ids, 'b2b');
  const priced = await p.ctx.modules
    .get<CatalogModuleApi>('catalog')
    .priceProducts({ tenantId: 1, userId: b2b.userId }, [products[0]!]);
  const waiting = await placeOrder(b2b, Math.ceil(5200 / priced.get(products[0]!)!.priceGross));
  expect(waiting.status).toBe('AWAITING_ACCEPTANCE');
  await refusedLikeMissing(
    [A, B, X],
    404,
    (w, orderId) => call(w, 'POST', 'Order/AcceptOrder', { orderId }),
    waiting.id,
  );
  await refusedLikeMissing(
    [anon],
    401,
    (w, orderId) => call(w, 'POST', 'Order/AcceptOrder', { orderId }),
    waiting.id,
  );
  expect((await call(b2b, 'POST', 'Order/AcceptOrder', { orderId: waiting.id })).status).toBe(403); // sees it, may not approve it
  expect((await ok(call(admin, 'POST', 'Order/AcceptOrder', { orderId: waiting.id }))).status).toBe(
    'NEW',
  );
});
fixture('POST', 'ShoppingCart/AddOfferToShoppingCard', async () => {
  await fillCart(A, [{ productId: products[1]!, qty: 1 }]);
  const offer = (
    await ok(call(A, 'POST', 'Order/SaveOffer', { idempotencyKey: `matrix-${randomUUID()}` }))
  ).order;
  await refusedLikeMissing(
    [B, X],
    404,
    (w, orderId) => call(w, 'POST', 'ShoppingCart/AddOfferToShoppingCard', { orderId }),
    offer.id,
  );
  expect(
    (await ok(call(A, 'POST', 'ShoppingCart/AddOfferToShoppingCard', { orderId: offer.id }))).offer
      .id,
  ).toBe(offer.id);
});

// ── Contracts and contractor prices ───────────────────────────────────────────────────────────
let contract: { id: number; contractorId: number };
let contractProduct: number;
fixture('GET', 'Product/GetContracts', async () => {
  const b2b = byName(ids, 'b2b');
  const own = (await ok(call(b2b, 'GET', 'Product/GetContracts', { maxResultCount: 100 })))
    .items as any[];
  expect(own.length).toBeGreaterThan(0);
  contract = own[0];
  const asked = async (w: Identity) =>
    (
      (
        await ok(
          call(w, 'GET', 'Product/GetContracts', {
            maxResultCount: 100,
            contractorId: contract.contractorId,
          }),
        )
      ).items as any[]
    ).map((c) => c.id);
  expect(await asked(B)).not.toContain(contract.id);
  expect(await asked(X)).toEqual([]);
});
fixture('GET', 'Product/GetContractProducts', async () => {
  const b2b = byName(ids, 'b2b');
  await refusedLikeMissing(
    [B, X],
    404,
    (w, contractId) =>
      call(w, 'GET', 'Product/GetContractProducts', { contractId, maxResultCount: 50 }),
    contract.id,
  );
  const items = (
    await ok(
      call(b2b, 'GET', 'Product/GetContractProducts', {
        contractId: contract.id,
        maxResultCount: 50,
      }),
    )
  ).items as any[];
  const anonPrices = await p.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId: null },
    items.map((i) => i.id),
  );
  contractProduct = items.find(
    (i) => anonPrices.get(i.id) && anonPrices.get(i.id)!.priceNet !== i.contractPriceNet,
  )!.id;
  expect(contractProduct).toBeGreaterThan(0);
});
fixture('POST', 'Product/SetAvailableContractProduct', async () => {
  const body = (contractId: number) => ({
    contractId,
    productId: contractProduct,
    isAvailable: true,
  });
  await refusedLikeMissing(
    [B, X],
    404,
    (w, contractId) => call(w, 'POST', 'Product/SetAvailableContractProduct', body(contractId)),
    contract.id,
  );
  await ok(
    call(byName(ids, 'b2b'), 'POST', 'Product/SetAvailableContractProduct', body(contract.id)),
  );
});
fixture('POST', 'Product/DiscountsProduct', async () => {
  const ask = (w: Identity, contractorId: number | null) =>
    call(w, 'POST', 'Product/DiscountsProduct', {
      contractorId,
      products: [{ productId: contractProduct }],
    });
  const contractPrice = (await ok(ask(byName(ids, 'b2b'), contract.contractorId)))[0];
  const listPrice = (await ok(ask(anon, null)))[0];
  expect(contractPrice.promotionValueNetto).not.toBe(listPrice.promotionValueNetto);
  // Customers of another contractor and staff without a sales permission: refused, for any contractor id.
  const refused = ['b2b2', 'b2c', 'konta', 'tresci', 'zamowienia'].map((n) => byName(ids, n));
  await refusedLikeMissing(
    refused,
    403,
    (w, contractorId) => ask(w, contractorId),
    contract.contractorId,
  );
  for (const staff of ['admin', 'sprzedaz'])
    expect((await ok(ask(byName(ids, staff), contract.contractorId)))[0]).toEqual(contractPrice);
  expect(await ok(ask(anon, contract.contractorId))).toEqual([listPrice]);
  expect(await ok(ask(X, contract.contractorId))).not.toContainEqual(contractPrice);
});

// ── Limits and linked accounts ───────────────────────────────────────────────────────────────
fixture('POST', 'User/VerifyLimit', async () => {
  const b2b = byName(ids, 'b2b');
  await refusedLikeMissing(
    [A, B],
    403,
    (w, userId) => call(w, 'POST', 'User/VerifyLimit', { amount: 1, userId }),
    b2b.userId!,
  );
  expect((await ok(call(b2b, 'POST', 'User/VerifyLimit', { amount: 1 }))).limit.amount).toBe(5000);
  expect(
    (await call(X, 'POST', 'User/VerifyLimit', { amount: 1, userId: b2b.userId })).body.result
      ?.limit ?? null,
  ).toBeNull();
});
fixture('POST', 'Account/SwitchToLinkedAccount', async () => {
  const [b2b, b2b2] = [byName(ids, 'b2b'), byName(ids, 'b2b2')];
  await refusedLikeMissing(
    [A, X],
    403,
    (w, targetUserId) => call(w, 'POST', 'Account/SwitchToLinkedAccount', { targetUserId }),
    b2b2.userId!,
  );
  expect(
    (await ok(call(b2b, 'POST', 'Account/SwitchToLinkedAccount', { targetUserId: b2b2.userId })))
      .switchAccountToken,
  ).toEqual(expect.any(String));
});
fixture('GET', 'Account/GetUsers', async () => {
  const linked = async (w: Identity) =>
    ((await ok(call(w, 'GET', 'Account/GetUsers'))).items as any[]).map((u) => u.id);
  expect(await linked(byName(ids, 'b2b'))).toContain(B.userId);
  expect(await linked(A)).not.toContain(B.userId);
  expect(await linked(X)).not.toContain(B.userId);
});

/** Registers the owner fixtures; `shared` gives the platform and identities of the calling file. */
// ── Addresses (account domain) ─────────────────────────────────────────────────────────────────
const savedAddress = (street: string) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  isCompany: false,
  street,
  postalCode: '00-549',
  city: 'Warszawa',
});
for (const [method, path] of [
  ['PUT', 'Addresses/UpdateAddress'],
  ['PUT', 'Address/Update'],
] as const)
  fixture(method, path, async () => {
    const mine = await ok(call(A, 'POST', 'Addresses/CreateAddress', savedAddress(`ul. ${path}`)));
    await refusedLikeMissing(
      [B, X],
      404,
      (w, id) => call(w, method, path, { id, ...savedAddress('ul. Cudza 1') }),
      mine.id,
    );
    const changed = await ok(
      call(A, method, path, { id: mine.id, ...savedAddress(`ul. Nowa ${path}`) }),
    );
    expect(changed.street).toBe(`ul. Nowa ${path}`);
  });
fixture('DELETE', 'Addresses/Delete', async () => {
  const mine = await ok(call(A, 'POST', 'Addresses/CreateAddress', savedAddress('ul. Usuwana 3')));
  await refusedLikeMissing(
    [B, X],
    404,
    (w, id) => call(w, 'DELETE', 'Addresses/Delete', { id }),
    mine.id,
  );
  await ok(call(A, 'DELETE', 'Addresses/Delete', { id: mine.id }));
});

// ── Documents (account domain): MarkOrderAsConfirmed above gave A's order its invoice ─────────
let documentId: number;
fixture('GET', 'Document/GetAll', async () => {
  await p.ctx.events.drain(); // the invoice is issued from order.statusChanged
  const numbers = async (w: Identity, query: Record<string, unknown> = {}) =>
    ((await ok(call(w, 'GET', 'Document/GetAll', query))).items as any[]).map((d) => d.orderId);
  expect(await numbers(A)).toContain(order.id);
  documentId = (await ok(call(A, 'GET', 'Document/GetAll'))).items.find(
    (d: any) => d.orderId === order.id,
  ).id;
  for (const w of [B, X]) {
    expect(await numbers(w)).not.toContain(order.id);
    expect(await numbers(w, { userId: A.userId })).not.toContain(order.id);
  }
});
for (const [method, path] of [
  ['GET', 'Document/GetElements'],
  ['POST', 'Document/GetPDFDocumentPrint'],
] as const)
  fixture(method, path, async () => {
    await refusedLikeMissing([B, X], 404, (w, id) => call(w, method, path, { id }), documentId);
    expect((await call(A, method, path, { id: documentId })).status).toBe(200);
  });

// ── Order history (account domain's read model): A's order placed above, fed by order.placed ──
for (const [method, path, idField] of [
  ['GET', 'Order/Get', 'id'],
  ['GET', 'Order/GetOrderElements', 'orderId'],
  ['GET', 'Order/GetOrderChangeHistories', 'orderId'],
  ['POST', 'Order/GeneratePdf', 'orderId'],
] as const)
  fixture(method, path, async () => {
    await p.ctx.events.drain();
    await refusedLikeMissing(
      [B, X],
      404,
      (w, id) => call(w, method, path, { [idField]: id }),
      order.id,
    );
    expect((await call(A, method, path, { [idField]: order.id })).status).toBe(200);
    expect((await call(admin, method, path, { [idField]: order.id })).status).toBe(200);
  });

export function ownerTests(shared: () => { p: TestPlatform; ids: Identity[] }) {
  describe('owner-scoped routes', () => {
    beforeAll(async () => {
      ({ p, ids } = shared());
      [A, B, X, anon, admin] = ['b2c', 'b2b2', 'admin@2', 'anonymous', 'admin'].map((n) =>
        byName(ids, n),
      ) as [Identity, Identity, Identity, Identity, Identity];
      products = (await productsForSale(p.ctx, { maxGross: 900, minStock: 100 })).map((x) => x.id);
      const deliveries = (await ok(call(anon, 'GET', 'Delivery/GetUserDelivery'))).items as any[];
      const courier = deliveries.find((d) => d.code === 'KURIER_INPOST');
      delivery = {
        courier: courier.id,
        transfer: courier.payments.find((x: any) => x.provider === 'transfer').id,
      };
    }, 120_000);

    it('every OWNER route has a fixture here, and every fixture an OWNER entry', () => {
      expect(Object.keys(fixtures).sort()).toEqual(Object.keys(OWNER).sort());
    });
    for (const [route, run] of Object.entries(fixtures))
      it(`${route}: ${OWNER[route]?.why ?? '(not on OWNER)'}`, run, 60_000);
  });
}
