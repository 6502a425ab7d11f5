// The data of the order e-mails (sent as `mail.requested` events with a template code; the content
// domain renders the tenant's template, logs and sends). The texts are the content domain's
// templates (OrderConfirmation, OrderAcceptanceRequest, OrderStatus<STATUS>), edited by staff.
// Links carrying a token get it as a placeholder (see notify.ts): the token itself travels sealed
// in `secrets` and is never written into the data.
import type { MailTemplateCode, MailValue } from '@armatura/shared-libs/contracts';
import { formatPrice } from '@armatura/shared-libs/format';
import type { OrderSnapshot } from './snapshot.js';
import type { TransferInstructions } from '../payments/provider.js';

export interface OrderMail {
  template: MailTemplateCode;
  data: Record<string, MailValue>;
}

/** The order's lines and totals: the placeholders every order template shares. */
function summary(o: OrderSnapshot): Record<string, MailValue> {
  return {
    orderNumber: o.number,
    lines: o.items.map(
      (i) =>
        `${i.name} (${i.code}): ${i.qty} ${i.unit} × ${formatPrice(i.priceNet)} netto = ${formatPrice(i.netValue)} netto`,
    ),
    delivery: o.delivery ? `${o.delivery.name} (${formatPrice(o.delivery.priceGross)} brutto)` : '',
    pickupPoint: o.pointOfSale
      ? `${o.pointOfSale.name}, ${o.pointOfSale.street}, ${o.pointOfSale.postalCode} ${o.pointOfSale.city}`
      : '',
    deliveryAddress:
      !o.pointOfSale && o.deliveryAddress
        ? `${o.deliveryAddress.street}, ${o.deliveryAddress.postalCode} ${o.deliveryAddress.city}`
        : '',
    payment: o.payment ? o.payment.name : '',
    totalNet: formatPrice(o.totals.net),
    vat: o.totals.byRate.map(
      (r) => `VAT ${r.rate}%: od ${formatPrice(r.net)} = ${formatPrice(r.vat)}`,
    ),
    totalGross: formatPrice(o.totals.gross),
  };
}

export function confirmationMail(
  o: OrderSnapshot,
  link: string,
  transfer: TransferInstructions | null,
): OrderMail {
  return {
    template: 'OrderConfirmation',
    data: {
      firstName: o.buyer.firstName,
      awaitingAcceptance: o.status === 'AWAITING_ACCEPTANCE' ? 'tak' : '',
      ...summary(o),
      bankRecipient: transfer?.recipient ?? '',
      bankAccount: transfer?.bankAccount ?? '',
      transferTitle: transfer?.title ?? '',
      orderUrl: link,
    },
  };
}

export function acceptanceRequestMail(
  o: OrderSnapshot,
  approverName: string,
  acceptUrl: string,
  rejectUrl: string,
  validDays: number,
): OrderMail {
  return {
    template: 'OrderAcceptanceRequest',
    data: {
      approverName,
      buyerName: `${o.buyer.firstName} ${o.buyer.lastName}${o.buyer.companyName ? ` (${o.buyer.companyName})` : ''}`,
      ...summary(o),
      acceptUrl,
      rejectUrl,
      validDays,
    },
  };
}

/** The statuses a buyer is told about, each its own template. */
const STATUS_TEMPLATES: Partial<Record<OrderSnapshot['status'], MailTemplateCode>> = {
  NEW: 'OrderStatusNEW',
  REJECTED: 'OrderStatusREJECTED',
  CANCELLED: 'OrderStatusCANCELLED',
  PAID: 'OrderStatusPAID',
  CONFIRMED: 'OrderStatusCONFIRMED',
};

export function statusMail(o: OrderSnapshot, link: string): OrderMail | null {
  const template = STATUS_TEMPLATES[o.status];
  if (!template) return null;
  return {
    template,
    data: {
      firstName: o.buyer.firstName,
      orderNumber: o.number,
      reason: o.status === 'REJECTED' ? (o.rejectionReason ?? '') : '',
      orderUrl: link,
    },
  };
}
