// From an order snapshot (checkout's event payload) to the read model's rows. Pure: no database.
import type { OrderSeller, OrderSnapshot } from '@armatura/shared-libs/contracts';
import type { Insertable } from 'kysely';
import type { AccountOrderLines, AccountOrders } from '../db/tables.js';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** What `filter` searches: number, buyer, company, e-mail and NIP, lower-cased in one string. */
export function searchText(o: OrderSnapshot): string {
  const b = o.buyer;
  return [o.number, `${b.firstName} ${b.lastName}`, b.companyName ?? '', b.email, digits(b.nip)]
    .join(' ')
    .toLowerCase();
}

/**
 * The contractor code the list filters by. The users domain has no contractor codes yet, so a
 * company buyer's code is its NIP (digits): what a Polish B2B customer is known by in an ERP.
 */
export const contractorCode = (o: OrderSnapshot) =>
  o.buyer.isCompany && digits(o.buyer.nip) ? digits(o.buyer.nip) : null;

export function orderRow(
  o: OrderSnapshot,
  extra: { seller: OrderSeller; organizationUnitId: number | null; version: number },
): Insertable<AccountOrders> {
  return {
    tenant_id: o.tenantId,
    id: o.id,
    number: o.number,
    kind: o.kind,
    status: o.status,
    buyer_user_id: o.buyerUserId,
    buyer_name: `${o.buyer.firstName} ${o.buyer.lastName}`.trim(),
    company_name: o.buyer.isCompany ? (o.buyer.companyName ?? null) : null,
    nip: o.buyer.isCompany ? digits(o.buyer.nip) || null : null,
    email: o.buyer.email,
    contractor_code: contractorCode(o),
    organization_unit_id: extra.organizationUnitId,
    items_count: o.items.length,
    total_net: o.totals.net,
    total_vat: o.totals.vat,
    total_gross: o.totals.gross,
    currency: o.currency,
    payment_status: o.paymentStatus,
    payment_name: o.payment?.name ?? null,
    delivery_name: o.delivery?.name ?? null,
    search_text: searchText(o),
    snapshot: JSON.stringify(o),
    seller: JSON.stringify(extra.seller),
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    version: extra.version,
  };
}

export function lineRows(o: OrderSnapshot): Insertable<AccountOrderLines>[] {
  return o.items.map((i, n) => ({
    tenant_id: o.tenantId,
    order_id: o.id,
    position: n + 1,
    product_id: i.productId,
    code: i.code,
    name: i.name,
    unit: i.unit,
    qty: i.qty,
    price_net: i.priceNet,
    price_gross: i.priceGross,
    vat_rate: i.vatRate,
    net_value: i.netValue,
    image_url: i.imageUrl,
  }));
}
