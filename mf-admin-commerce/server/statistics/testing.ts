// Helpers of the statistics API tests: order snapshots as checkout publishes them (for events the
// tests publish themselves) and one real order placed through checkout's API.
import { randomUUID } from 'node:crypto';
import type { CatalogModuleApi, OrderSnapshot } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';

export interface Api {
  ctx: ModuleContext;
  call(o: {
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
    query?: Record<string, string>;
    token?: string;
    tenantId?: number;
  }): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;
}

export const app = (path: string) => `/api/services/app/${path}`;

export async function ok<T>(res: Promise<{ status: number; body: unknown }>): Promise<T> {
  const r = await res;
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
  return (r.body as { result: T }).result;
}

interface Line {
  productId: number;
  qty: number;
  priceNet: number;
}

/** A snapshot of a 23 % VAT order with these lines (what order events carry). */
export function snapshot(o: {
  id: number;
  tenantId?: number;
  kind?: 'ORDER' | 'OFFER';
  status?: OrderSnapshot['status'];
  createdAt: string;
  buyerUserId?: number | null;
  email?: string;
  lines: Line[];
}): OrderSnapshot {
  const items = o.lines.map((l) => ({
    productId: l.productId,
    code: `P-${l.productId}`,
    name: `Produkt ${l.productId}`,
    unit: 'szt.',
    qty: l.qty,
    priceNet: l.priceNet,
    priceGross: Math.round(l.priceNet * 123) / 100,
    vatRate: 23,
    netValue: Math.round(l.qty * l.priceNet * 100) / 100,
    imageUrl: null,
  }));
  const net = items.reduce((s, i) => s + i.netValue, 0);
  const vat = Math.round(net * 23) / 100;
  const gross = Math.round((net + vat) * 100) / 100;
  const status = o.status ?? 'NEW';
  return {
    id: o.id,
    tenantId: o.tenantId ?? 1,
    number: `ZAM/TEST/${o.id}`,
    kind: o.kind ?? 'ORDER',
    status,
    statusName: status,
    revision: 1,
    buyerUserId: o.buyerUserId ?? null,
    buyer: {
      firstName: 'Anna',
      lastName: 'Testowa',
      email: o.email ?? `kupujacy${o.id}@example.pl`,
      phone: '+48 600 000 000',
      isCompany: false,
    },
    delivery: null,
    deliveryAddress: null,
    pointOfSale: null,
    payment: null,
    paymentStatus: 'NONE',
    paymentTransactionId: null,
    paymentUrl: null,
    paidAt: null,
    currency: 'PLN',
    items,
    totals: { net, vat, gross, byRate: [{ rate: 23, net, vat, gross }] },
    approverUserId: null,
    acceptedByUserId: null,
    acceptedAt: null,
    rejectedByUserId: null,
    rejectionReason: null,
    comment: null,
    sourceOfferId: null,
    convertedOrderId: null,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
  };
}

/** A cheap active piece-unit product that is in at least one category. */
export async function productWithCategory(p: Api) {
  const catalog = p.ctx.modules.get<CatalogModuleApi>('catalog');
  const ids = Array.from({ length: 300 }, (_, i) => i + 1);
  const priced = await catalog.priceProducts({ tenantId: 1, userId: null }, ids);
  const categories = await catalog.productCategories(1, ids);
  const product = [...priced.values()].find(
    (x) =>
      x.isActive &&
      x.priceNet > 0 &&
      x.priceGross < 300 &&
      /szt|kpl/.test(x.unit) &&
      (categories.get(x.id)?.length ?? 0) > 0,
  )!;
  return { product, categories: categories.get(product.id)! };
}

/** Places a one-line order through checkout's API as `token`'s user; answers its snapshot. */
export async function placeRealOrder(
  p: Api,
  token: string,
  productId: number,
): Promise<OrderSnapshot> {
  const { items } = await ok<{
    items: { code: string; id: number; payments: { id: number; provider: string }[] }[];
  }>(p.call({ method: 'GET', url: app('Delivery/GetUserDelivery') }));
  const courier = items.find((d) => d.code === 'KURIER_INPOST')!;
  const transfer = courier.payments.find((x) => x.provider === 'transfer')!.id;
  await ok(p.call({ method: 'DELETE', url: app('ShoppingCart/DeleteAll'), token }));
  await ok(
    p.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token,
      payload: { productId, qty: 2 },
    }),
  );
  const placed = await ok<{ order: OrderSnapshot }>(
    p.call({
      method: 'POST',
      url: app('Order/Create'),
      token,
      payload: {
        idempotencyKey: `statistics-${randomUUID()}`,
        deliveryMethodId: courier.id,
        paymentMethodId: transfer,
        buyer: {
          firstName: 'Józef',
          lastName: 'Wiśniewski',
          email: 'jozef.wisniewski@example.pl',
          phone: '+48 601 222 333',
          isCompany: false,
        },
        address: { street: 'ul. Źródlana 7', postalCode: '31-052', city: 'Kraków' },
      },
    }),
  );
  return placed.order;
}
