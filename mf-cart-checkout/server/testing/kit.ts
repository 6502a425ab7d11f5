// Helpers of the checkout API tests. The tests build the real platform with
// `createTestPlatform` (@armatura/deploy/testing) and hand it here; this file only knows its shape.
import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';

export interface Res {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}
export interface TestApi {
  ctx: ModuleContext;
  call(o: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: any;
    query?: Record<string, string>;
    token?: string;
    tenantId?: number;
    headers?: Record<string, string>;
  }): Promise<Res>;
  login(userName?: string, tenantId?: number): Promise<string>;
}

export const app = (path: string) => `/api/services/app/${path}`;
export const key = () => `test-${randomUUID()}`;

export async function catalogue(
  api: TestApi,
): Promise<{ whole: PricedProduct[]; decimal: PricedProduct[] }> {
  const prices = await api.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId: null },
    Array.from({ length: 400 }, (_, i) => i + 1),
  );
  const all = [...prices.values()]
    .filter((p) => p.isActive && p.priceNet > 0)
    .sort((a, b) => a.id - b.id);
  return {
    whole: all.filter((p) => /szt|kpl/.test(p.unit)),
    decimal: all.filter((p) => !/szt|kpl/.test(p.unit)),
  };
}

export async function commerceIds(api: TestApi) {
  const res = await api.call({ method: 'GET', url: app('Delivery/GetUserDelivery') });
  const d = (code: string) => res.body.result.items.find((x: any) => x.code === code);
  const p = (delivery: any, provider: string) =>
    delivery.payments.find((x: any) => x.provider === provider)?.id as number;
  const courier = d('KURIER_INPOST'),
    pickup = d('ODBIOR_OSOBISTY'),
    locker = d('PACZKOMAT_INPOST');
  const pos = await api.call({
    method: 'GET',
    url: app('PointsOfSale/GetAll'),
    query: { maxResultCount: '10' },
  });
  return {
    courier: courier.id as number,
    pickup: pickup.id as number,
    locker: locker.id as number,
    transfer: p(courier, 'transfer'),
    cod: p(courier, 'cod'),
    courierDelivery: courier,
    pointOfSaleId: pos.body.result.items[0].id as number,
  };
}

export const buyer = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna.nowak@example.pl',
  phone: '+48 502 111 222',
  isCompany: false,
  ...extra,
});
export const address = (extra: Record<string, unknown> = {}) => ({
  street: 'ul. Piękna 12/4',
  postalCode: '00-549',
  city: 'Warszawa',
  ...extra,
});

export function orderBody(
  ids: { courier: number; transfer: number },
  extra: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: key(),
    deliveryMethodId: ids.courier,
    paymentMethodId: ids.transfer,
    buyer: buyer(),
    address: address(),
    ...extra,
  };
}

export async function fillCart(
  api: TestApi,
  token: string,
  lines: { productId: number; qty: number }[],
) {
  await api.call({ method: 'DELETE', url: app('ShoppingCart/DeleteAll'), token });
  for (const l of lines) {
    const res = await api.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token,
      payload: l,
    });
    if (res.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
  }
}

/** The e-mails requested so far (outbox rows of mail.requested), newest last. */
export async function mails(api: TestApi, to?: string) {
  const rows = await api.ctx.db
    .selectFrom('platform.outbox')
    .select(['payload'])
    .where('type', '=', 'mail.requested')
    .orderBy('id')
    .execute();
  return rows
    .map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload))
    .filter((m: any) => !to || m.to === to);
}

/**
 * The e-mails as the content domain rendered them from its templates (its e-mail log: subject and
 * text, one-time secrets masked), newest last; pending events are delivered first.
 */
export async function renderedMails(api: TestApi, to: string) {
  await api.ctx.events.drain();
  const rows = await api.ctx.db
    .selectFrom('content.email_log')
    .select(['template', 'subject', 'body_text'])
    .where('recipient', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((r: { template: string | null; subject: string; body_text: string }) => ({
    template: r.template,
    subject: r.subject,
    text: r.body_text,
  }));
}

export async function events(api: TestApi, type: string) {
  const rows = await api.ctx.db
    .selectFrom('platform.outbox')
    .select(['payload'])
    .where('type', '=', type)
    .orderBy('id')
    .execute();
  return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
}

/** The token of the n-th accept link in an approver's e-mail. */
export function linkToken(mailText: string, kind: 'akceptacja' | 'odrzuc'): string {
  const m = mailText.match(new RegExp(`/zamowienia/${kind}\\?token=([^\\s]+)`));
  if (!m) throw new Error(`no ${kind} link in mail`);
  return decodeURIComponent(m[1]!);
}

/** Sets the b2b user's limit to `amount` a month (admin route of the users domain). */
export async function setB2bLimit(api: TestApi, adminToken: string, amount: number) {
  const list = await api.call({
    method: 'GET',
    url: app('User/GetUserLimits'),
    token: adminToken,
    query: { maxResultCount: '100' },
  });
  const active = list.body.result.items.find((l: any) => l.isActive);
  const res = await api.call({
    method: 'PUT',
    url: app('User/UpdateUserLimit'),
    token: adminToken,
    payload: { id: active.id, amount, period: 'MONTH', approverUserId: active.approverUserId },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.result;
}

/**
 * Switches the tenant's backorders (the commerce configuration's `allowBackorders`) as staff do
 * on the configuration screen. Suites about prices, limits and the order lifecycle sell beyond
 * the seeded stock (a quarter of it is 0); stock.test.ts covers the stock rules themselves.
 */
export async function setBackorders(api: TestApi, allow: boolean, tenantId = 1) {
  const token = await api.login('admin', tenantId);
  const url = (m: string) => app(`Configuration/${m}DefaultConfiguration`);
  const current = await api.call({ method: 'GET', url: url('Get'), token, tenantId });
  const res = await api.call({
    method: 'PUT',
    url: url('Update'),
    token,
    tenantId,
    payload: { ...current.body.result, allowBackorders: allow },
  });
  if (res.status !== 200) throw new Error(`backorders not switched: ${JSON.stringify(res.body)}`);
}
