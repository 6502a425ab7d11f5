// Places real orders the way the storefront does: user b2c signs in, fills the server cart
// (ShoppingCart/Create) and calls Order/Create. Each order commits order.placed and a
// mail.requested (the confirmation) to the outbox in the order's transaction.
import { randomUUID } from 'node:crypto';
import type { CatalogModuleApi, DeliveryOption } from '@armatura/shared-libs/contracts';
import type { TestPlatform } from '../testing.js';

const app = (path: string) => `/api/services/app/${path}`;

export interface Shopper {
  placeOrder(): Promise<{ status: number; number?: string; error?: string }>;
}

export async function b2cShopper(p: TestPlatform): Promise<Shopper> {
  const token = await p.login('b2c');
  const prices = await p.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId: null },
    Array.from({ length: 200 }, (_, i) => i + 1),
  );
  const product = [...prices.values()]
    .filter((x) => x.isActive && x.priceNet > 0 && /szt|kpl/.test(x.unit))
    .sort((a, b) => a.id - b.id)[0];
  if (!product) throw new Error('the seed has no orderable product');
  const delivery = await p.call({ method: 'GET', url: app('Delivery/GetUserDelivery'), token });
  const options: DeliveryOption[] = delivery.body.result.items;
  const courier = options.find((d) => d.code === 'KURIER_INPOST');
  const transfer = courier?.payments.find((x) => x.provider === 'transfer')?.id;
  if (!transfer) throw new Error('the seed has no courier with transfer payment');
  return {
    async placeOrder() {
      const add = await p.call({
        method: 'POST',
        url: app('ShoppingCart/Create'),
        token,
        payload: { productId: product.id, qty: 1 },
      });
      if (add.status !== 200) return { status: add.status, error: JSON.stringify(add.body) };
      const res = await p.call({
        method: 'POST',
        url: app('Order/Create'),
        token,
        payload: {
          idempotencyKey: `fault-${randomUUID()}`,
          deliveryMethodId: courier.id,
          paymentMethodId: transfer,
          buyer: {
            firstName: 'Anna',
            lastName: 'Nowak',
            email: 'anna.nowak@example.pl',
            phone: '+48 502 111 222',
            isCompany: false,
          },
          address: { street: 'ul. Piękna 12/4', postalCode: '00-549', city: 'Warszawa' },
        },
      });
      return {
        status: res.status,
        number: res.body?.result?.order?.number,
        error: res.status === 200 ? undefined : JSON.stringify(res.body),
      };
    },
  };
}
