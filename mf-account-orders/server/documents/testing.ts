// Helpers of the documents API tests: place and confirm orders through checkout's real API on the
// composed test platform (createTestPlatform), and read what the account domain made of them.
import { randomUUID } from 'node:crypto';
import type { OrderSnapshot, PricedProduct } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';
import { productsForSale } from '@armatura/shared-libs/server/testing';

/** What these helpers use of `createTestPlatform()` (only tests may import @armatura/deploy). */
export interface TestPlatform {
  ctx: ModuleContext;
  call(o: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    query?: Record<string, string>;
    token?: string;
  }): Promise<{ status: number; body: unknown }>;
}

export const app = (path: string) => `/api/services/app/${path}`;

export interface Shop {
  products: PricedProduct[];
  courier: number;
  transfer: number;
  cod: number;
}

/** Products a customer can buy by the piece, and the courier with its transfer and COD payments. */
export async function shopFor(p: TestPlatform): Promise<Shop> {
  const products = await productsForSale(p.ctx, { maxGross: 900, minStock: 50 });
  const { items } = await ok<{ items: Delivery[] }>(
    p.call({ method: 'GET', url: app('Delivery/GetUserDelivery') }),
  );
  const courier = items.find((d) => d.code === 'KURIER_INPOST')!;
  const pay = (provider: string) => courier.payments.find((x) => x.provider === provider)!.id;
  return { products, courier: courier.id, transfer: pay('transfer'), cod: pay('cod') };
}

/** The `result` of a 200 answer; anything else throws with the answer. */
export async function ok<T = unknown>(res: Promise<{ status: number; body: unknown }>): Promise<T> {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { result: T }).result;
}

interface Delivery {
  id: number;
  code: string;
  payments: { id: number; provider: string }[];
}

/** Places an order as `token`'s user (a company buyer with a NIP) and answers its snapshot. */
export async function placeOrder(
  p: TestPlatform,
  token: string,
  shop: Shop,
  opts: { lines?: { productId: number; qty: number }[]; payment?: 'transfer' | 'cod' } = {},
): Promise<OrderSnapshot> {
  const lines = opts.lines ?? [{ productId: shop.products[0]!.id, qty: 2 }];
  await ok(p.call({ method: 'DELETE', url: app('ShoppingCart/DeleteAll'), token }));
  for (const l of lines)
    await ok(p.call({ method: 'POST', url: app('ShoppingCart/Create'), token, payload: l }));
  const placed = await ok<{ order: OrderSnapshot }>(
    p.call({
      method: 'POST',
      url: app('Order/Create'),
      token,
      payload: {
        idempotencyKey: `documents-${randomUUID()}`,
        deliveryMethodId: shop.courier,
        paymentMethodId: opts.payment === 'cod' ? shop.cod : shop.transfer,
        buyer: {
          firstName: 'Żaneta',
          lastName: 'Łęcka',
          email: 'zaneta.lecka@example.pl',
          phone: '+48 502 111 222',
          isCompany: true,
          companyName: 'Łazienki Gęśla sp. z o.o.',
          nip: '5260250995',
        },
        address: { street: 'ul. Piękna 12/4', postalCode: '00-549', city: 'Warszawa' },
      },
    }),
  );
  return placed.order;
}

export const confirm = (p: TestPlatform, staffToken: string, orderId: number) =>
  ok<OrderSnapshot>(
    p.call({
      method: 'POST',
      url: app('Order/MarkOrderAsConfirmed'),
      token: staffToken,
      payload: { orderId },
    }),
  );

export const listDocuments = (p: TestPlatform, token: string, query: Record<string, string> = {}) =>
  p.call({ method: 'GET', url: app('Document/GetAll'), token, query });

/** Signs a demo user of tenant 1 in: the access token and the user's id. */
export async function signIn(p: TestPlatform, userName: string) {
  const r = await ok<{ accessToken: string; userId: number }>(
    p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: userName, password: '123qwe', rememberMe: false },
    }),
  );
  return { token: r.accessToken, userId: r.userId };
}
