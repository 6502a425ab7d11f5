// Turns what the checkout form sent into checked order data: the delivery and payment must be
// active and allowed together (commerce domain), a pickup needs a point of sale, a shipped order
// needs a Polish address, a company buyer needs a valid NIP. All problems are reported at once.
import {
  userError,
  validationError,
  type ModuleContext,
  type ValidationErrorInfo,
} from '@armatura/shared-libs/server';
import type { PlaceOrder } from '@armatura/shared-libs/contracts';
import { commerceApi } from '../lib/deps.js';
import {
  normalizeNip,
  validateAddress,
  validateBuyer,
  type AddressInput,
  type BuyerInput,
} from '../domain/validation.js';
import type { OrderDelivery, OrderPayment, OrderPointOfSale } from './snapshot.js';

/** The checkout data of Order/Create (and, partly, EditOrder): the contract's body without the lines. */
export type CheckoutInput = Omit<PlaceOrder, 'idempotencyKey' | 'items'>;
export interface ResolvedCheckout {
  delivery: OrderDelivery;
  payment: OrderPayment;
  pointOfSale: OrderPointOfSale | null;
  buyer: BuyerInput;
  address: AddressInput | null;
  comment: string | null;
}

const clean = (a: AddressInput): AddressInput => ({
  street: a.street.trim(),
  postalCode: a.postalCode.trim(),
  city: a.city.trim(),
  country: a.country?.trim() || 'PL',
});

export async function resolveCheckout(
  ctx: ModuleContext,
  tenantId: number,
  input: CheckoutInput,
): Promise<ResolvedCheckout> {
  const commerce = commerceApi(ctx);
  const delivery = (await commerce.getDeliveryMethods(tenantId)).find(
    (d) => d.id === input.deliveryMethodId && d.isActive,
  );
  if (!delivery) throw userError('Wybrana metoda dostawy jest niedostępna. Wybierz inną.');
  const payment = (await commerce.getPaymentMethodsForDelivery(tenantId, delivery.id)).find(
    (p) => p.id === input.paymentMethodId && p.isActive,
  );
  if (!payment) throw userError('Wybrana metoda płatności nie jest dostępna dla tej dostawy.');

  const errors: ValidationErrorInfo[] = validateBuyer(input.buyer);
  let pointOfSale: OrderPointOfSale | null = null;
  if (delivery.requiresPointOfSale) {
    const p = (await commerce.getPointsOfSale(tenantId)).find(
      (x) => x.id === input.pointOfSaleId && x.isPickupPoint,
    );
    if (!p) errors.push({ message: 'Wybierz punkt odbioru.', members: ['pointOfSaleId'] });
    else
      pointOfSale = {
        id: p.id,
        name: p.name,
        street: p.street,
        postalCode: p.postalCode,
        city: p.city,
        phone: p.phone,
        openingHours: p.openingHours,
      };
  }
  if (delivery.requiresAddress) errors.push(...validateAddress(input.address));
  if (errors.length) throw validationError('Popraw dane zamówienia.', errors);

  const b = input.buyer;
  return {
    delivery: {
      id: delivery.id,
      code: delivery.code,
      name: delivery.name,
      priceNet: delivery.priceNet,
      priceGross: delivery.priceGross,
      vatRate: delivery.vatRate,
    },
    payment: { id: payment.id, code: payment.code, name: payment.name, provider: payment.provider },
    pointOfSale,
    buyer: {
      firstName: b.firstName.trim(),
      lastName: b.lastName.trim(),
      email: b.email.trim().toLowerCase(),
      phone: b.phone.trim(),
      isCompany: b.isCompany,
      companyName: b.isCompany ? (b.companyName?.trim() ?? null) : null,
      nip: b.isCompany && b.nip ? normalizeNip(b.nip) : null,
    },
    address: delivery.requiresAddress && input.address ? clean(input.address) : null,
    comment: input.comment?.trim() || null,
  };
}
