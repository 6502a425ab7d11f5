// Order/GeneratePdf: the stored snapshot as a Polish order confirmation, rendered by this
// domain's PDF module (server/pdf). Amounts are checkout's (net per line, VAT per rate on the sum
// of nets, rounded per rate, delivery included): printed, never re-computed.
import type { OrderForDocument, OrderSnapshot } from '@armatura/shared-libs/contracts';
import {
  renderSalesPdf,
  type SalesPdfInput,
  type SalesPdfLine,
  type SalesPdfParty,
} from '../pdf/index.js';

/** Times in the shop's zone, as `2026-11-23 14:05`. */
const warsaw = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (iso: string) => warsaw.format(new Date(iso));

function buyerParty(o: OrderSnapshot): SalesPdfParty {
  const b = o.buyer;
  const person = `${b.firstName} ${b.lastName}`.trim();
  const address = o.deliveryAddress;
  return {
    name: b.isCompany && b.companyName ? `${b.companyName} (${person})` : person,
    nip: b.isCompany ? (b.nip ?? null) : null,
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    email: b.email,
    phone: b.phone,
  };
}

function lines(o: OrderSnapshot): SalesPdfLine[] {
  const out: SalesPdfLine[] = o.items.map((i) => ({
    code: i.code,
    name: i.name,
    unit: i.unit,
    qty: i.qty,
    priceNet: i.priceNet,
    vatRate: i.vatRate,
    netValue: i.netValue,
  }));
  // The delivery is part of the totals (its own VAT rate), so it is a line of its own.
  if (o.delivery && o.delivery.priceNet > 0)
    out.push({
      code: null,
      name: `Dostawa: ${o.delivery.name}`,
      unit: 'usł.',
      qty: 1,
      priceNet: o.delivery.priceNet,
      vatRate: o.delivery.vatRate,
      netValue: o.delivery.priceNet,
    });
  return out;
}

export function orderPdfInput({ order: o, seller }: OrderForDocument): SalesPdfInput {
  const facts = [
    { label: 'Data zamówienia', value: when(o.createdAt) },
    { label: 'Status', value: o.statusName },
  ];
  if (o.payment) facts.push({ label: 'Płatność', value: o.payment.name });
  if (o.delivery) facts.push({ label: 'Dostawa', value: o.delivery.name });
  if (o.paidAt) facts.push({ label: 'Opłacono', value: when(o.paidAt) });
  const pickup = o.pointOfSale;
  return {
    kind: o.kind === 'OFFER' ? 'document' : 'order',
    ...(o.kind === 'OFFER' ? { title: 'Oferta' } : {}),
    number: o.number,
    facts,
    seller: { ...seller, nip: seller.nip ?? null },
    buyer: buyerParty(o),
    deliveryTo: pickup
      ? {
          name: `Odbiór osobisty: ${pickup.name}`,
          nip: null,
          street: pickup.street,
          postalCode: pickup.postalCode,
          city: pickup.city,
        }
      : null,
    lines: lines(o),
    byRate: o.totals.byRate,
    totals: { net: o.totals.net, vat: o.totals.vat, gross: o.totals.gross },
    currency: o.currency,
    notes: o.comment ? [`Uwagi: ${o.comment}`] : [],
  };
}

export const renderOrderPdf = (doc: OrderForDocument) => renderSalesPdf(orderPdfInput(doc));
