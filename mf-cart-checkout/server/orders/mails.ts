// Texts of the order e-mails (sent as `mail.requested` events; the content domain logs and sends).
// Links carrying a token get it as a placeholder (see notify.ts): the token itself travels sealed
// in `secrets` and is never written into a text.
import type { OrderSnapshot } from './snapshot.js';
import { formatPrice } from '@armatura/shared-libs/format';

export interface MailText {
  subject: string;
  text: string;
  template: string;
  /** Plain values of the text's placeholders. */ secrets?: Record<string, string>;
}

function summary(o: OrderSnapshot): string {
  const lines = o.items.map(
    (i) =>
      `- ${i.name} (${i.code}): ${i.qty} ${i.unit} × ${formatPrice(i.priceNet)} netto = ${formatPrice(i.netValue)} netto`,
  );
  const vat = o.totals.byRate.map(
    (r) => `  VAT ${r.rate}%: od ${formatPrice(r.net)} = ${formatPrice(r.vat)}`,
  );
  const where = o.pointOfSale
    ? `Odbiór: ${o.pointOfSale.name}, ${o.pointOfSale.street}, ${o.pointOfSale.postalCode} ${o.pointOfSale.city}`
    : o.deliveryAddress
      ? `Adres dostawy: ${o.deliveryAddress.street}, ${o.deliveryAddress.postalCode} ${o.deliveryAddress.city}`
      : '';
  return [
    ...lines,
    o.delivery ? `Dostawa: ${o.delivery.name} (${formatPrice(o.delivery.priceGross)} brutto)` : '',
    where,
    o.payment ? `Płatność: ${o.payment.name}` : '',
    `Razem netto: ${formatPrice(o.totals.net)}`,
    ...vat,
    `Razem brutto: ${formatPrice(o.totals.gross)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function confirmationMail(
  o: OrderSnapshot,
  link: string,
  transfer: string | null,
): MailText {
  const state =
    o.status === 'AWAITING_ACCEPTANCE'
      ? 'Zamówienie przekracza limit zakupowy i czeka na akceptację. Powiadomimy Cię o decyzji.'
      : 'Dziękujemy za zamówienie. Poinformujemy Cię o jego realizacji.';
  return {
    template: 'OrderConfirmation',
    subject: `Potwierdzenie zamówienia ${o.number}`,
    text: [
      `Dzień dobry ${o.buyer.firstName},`,
      '',
      `przyjęliśmy zamówienie ${o.number}. ${state}`,
      '',
      summary(o),
      transfer ? `\n${transfer}` : '',
      '',
      `Szczegóły: ${link}`,
    ].join('\n'),
  };
}

export function acceptanceRequestMail(
  o: OrderSnapshot,
  approverName: string,
  acceptUrl: string,
  rejectUrl: string,
  validDays: number,
): MailText {
  return {
    template: 'OrderAcceptanceRequest',
    subject: `Zamówienie ${o.number} czeka na Twoją akceptację`,
    text: [
      `Dzień dobry ${approverName},`,
      '',
      `${o.buyer.firstName} ${o.buyer.lastName}${o.buyer.companyName ? ` (${o.buyer.companyName})` : ''} złożył(a) zamówienie ${o.number} na kwotę ${formatPrice(o.totals.gross)} brutto, które przekracza limit zakupowy.`,
      '',
      summary(o),
      '',
      `Akceptuj: ${acceptUrl}`,
      `Odrzuć: ${rejectUrl}`,
      '',
      `Linki są ważne ${validDays} dni i tracą ważność, gdy zamówienie zostanie zmienione.`,
    ].join('\n'),
  };
}

const STATUS_TEXT: Partial<Record<OrderSnapshot['status'], string>> = {
  NEW: 'zostało zaakceptowane i przekazane do realizacji',
  REJECTED: 'zostało odrzucone przez osobę akceptującą',
  CANCELLED: 'zostało anulowane',
  PAID: 'zostało opłacone',
  CONFIRMED: 'zostało potwierdzone przez sklep',
};

export function statusMail(o: OrderSnapshot, link: string): MailText | null {
  const what = STATUS_TEXT[o.status];
  if (!what) return null;
  const reason =
    o.status === 'REJECTED' && o.rejectionReason ? `\nPowód: ${o.rejectionReason}` : '';
  return {
    template: `OrderStatus${o.status}`,
    subject: `Zamówienie ${o.number} ${what}`,
    text: [
      `Dzień dobry ${o.buyer.firstName},`,
      '',
      `zamówienie ${o.number} ${what}.${reason}`,
      '',
      `Szczegóły: ${link}`,
    ].join('\n'),
  };
}
