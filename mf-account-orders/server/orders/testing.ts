// Helpers of the order-history API tests: orders placed through checkout's real API on the
// composed test platform (createTestPlatform), and the Order/* reads of this domain.
import { randomUUID } from 'node:crypto';
import type { OrderBuyer, OrderSnapshot, PricedProduct } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';
import { productsForSale } from '@armatura/shared-libs/server/testing';

/** What these helpers use of `createTestPlatform()` (only tests may import @armatura/deploy). */
export interface Api {
  ctx: ModuleContext;
  call(o: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    query?: Record<string, string>;
    token?: string;
  }): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;
}

export const app = (path: string) => `/api/services/app/${path}`;

/** The `result` of a 200 answer; anything else throws with the answer. */
export async function ok<T>(res: Promise<{ status: number; body: unknown }>): Promise<T> {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { result: T }).result;
}

export interface Shop {
  products: PricedProduct[];
  courier: number;
  transfer: number;
}

/** Cheap piece-unit products (no spending limit trips over them) and the courier with transfer. */
export async function shopFor(p: Api): Promise<Shop> {
  const products = await productsForSale(p.ctx, { maxGross: 300 });
  const { items } = await ok<{ items: Delivery[] }>(
    p.call({ method: 'GET', url: app('Delivery/GetUserDelivery') }),
  );
  const courier = items.find((d) => d.code === 'KURIER_INPOST')!;
  const transfer = courier.payments.find((x) => x.provider === 'transfer')!.id;
  return { products, courier: courier.id, transfer };
}
interface Delivery {
  id: number;
  code: string;
  payments: { id: number; provider: string }[];
}

export const personBuyer = (extra: Partial<OrderBuyer> = {}): OrderBuyer => ({
  firstName: 'Józef',
  lastName: 'Wiśniewski',
  email: 'jozef.wisniewski@example.pl',
  phone: '+48 601 222 333',
  isCompany: false,
  ...extra,
});

/** Places an order with these lines as `token`'s user and answers checkout's snapshot of it. */
export async function placeOrder(
  p: Api,
  token: string,
  shop: Shop,
  opts: { lines?: { productId: number; qty: number }[]; buyer?: OrderBuyer } = {},
): Promise<OrderSnapshot> {
  const lines = opts.lines ?? [{ productId: shop.products[0]!.id, qty: 1 }];
  await ok(p.call({ method: 'DELETE', url: app('ShoppingCart/DeleteAll'), token }));
  for (const l of lines)
    await ok(p.call({ method: 'POST', url: app('ShoppingCart/Create'), token, payload: l }));
  const placed = await ok<{ order: OrderSnapshot }>(
    p.call({
      method: 'POST',
      url: app('Order/Create'),
      token,
      payload: {
        idempotencyKey: `account-orders-${randomUUID()}`,
        deliveryMethodId: shop.courier,
        paymentMethodId: shop.transfer,
        buyer: { ...(opts.buyer ?? personBuyer()) },
        address: { street: 'ul. Źródlana 7', postalCode: '31-052', city: 'Kraków' },
      },
    }),
  );
  return placed.order;
}

/** Signs a demo user of tenant 1 in: the access token and the user's id. */
export async function signIn(p: Api, userName: string) {
  const r = await ok<{ accessToken: string; userId: number }>(
    p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: userName, password: '123qwe', rememberMe: false },
    }),
  );
  return { token: r.accessToken, userId: r.userId };
}
