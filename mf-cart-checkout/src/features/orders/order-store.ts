// One order as the confirmation, acceptance and rejection pages show it, and what may be done
// with it there: pay online, edit (back to the cart), cancel, accept or reject by the e-mailed link.
import { map } from 'nanostores';
import { errorText } from '@armatura/shared-libs/http';
import { navigate } from '@armatura/shared-libs/routing';
import { orderApi, cartApi } from '../api';
import { loadCart } from '../cart/cart-store';
import { updateForm } from '../checkout/checkout-store';
import type { OrderConfirmation } from '@armatura/shared-libs/contracts';

export interface OrderPageState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: OrderConfirmation | null;
  error: string | null;
  busy: boolean;
  actionError: string | null;
  done: string | null;
}
export const $orderPage = map<OrderPageState>({
  status: 'idle',
  data: null,
  error: null,
  busy: false,
  actionError: null,
  done: null,
});

let ref: { orderId?: number; token?: string } = {};

export async function loadOrderPage(orderId: number | undefined, token: string | undefined) {
  ref = { orderId, token };
  $orderPage.set({
    status: 'loading',
    data: null,
    error: null,
    busy: false,
    actionError: null,
    done: null,
  });
  try {
    $orderPage.set({
      ...$orderPage.get(),
      status: 'ready',
      data: await orderApi.confirmation(orderId, token),
    });
  } catch (e) {
    $orderPage.set({ ...$orderPage.get(), status: 'error', error: errorText(e) });
  }
}

async function act(work: () => Promise<string | null | void>) {
  $orderPage.set({ ...$orderPage.get(), busy: true, actionError: null });
  try {
    const done = await work();
    const data = await orderApi.confirmation(ref.orderId, ref.token);
    $orderPage.set({ ...$orderPage.get(), data, busy: false, done: done ?? null });
  } catch (e) {
    $orderPage.set({ ...$orderPage.get(), busy: false, actionError: errorText(e) });
  }
}

const orderId = () => $orderPage.get().data!.order.id;

export function payOrder() {
  return act(async () => {
    const start = await orderApi.pay(orderId(), ref.token);
    if (start.redirectUrl) window.location.assign(start.redirectUrl);
    return start.message;
  });
}
export const acceptOrder = (done: string) =>
  act(async () => {
    await orderApi.accept(ref.token ? undefined : orderId(), ref.token);
    return done;
  });
export const rejectOrder = (reason: string, done: string) =>
  act(async () => {
    await orderApi.discard(ref.token ? undefined : orderId(), ref.token, reason);
    return done;
  });
export const cancelOrder = (done: string) =>
  act(async () => {
    await orderApi.discard(orderId(), undefined);
    return done;
  });

/** Loads the order into the cart and opens it for editing. */
export async function editOrder() {
  $orderPage.setKey('busy', true);
  try {
    const { order } = $orderPage.get().data!;
    await cartApi.editOrder(order.id);
    // The checkout steps start from what the order has.
    updateForm({
      deliveryMethodId: order.delivery?.id ?? null,
      paymentMethodId: order.payment?.id ?? null,
      pointOfSaleId: order.pointOfSale?.id ?? null,
      buyer: {
        ...order.buyer,
        companyName: order.buyer.companyName ?? '',
        nip: order.buyer.nip ?? '',
      },
      address: order.deliveryAddress ?? { street: '', postalCode: '', city: '' },
      comment: order.comment ?? '',
    });
    await loadCart();
    navigate('/koszyk');
  } catch (e) {
    $orderPage.set({ ...$orderPage.get(), busy: false, actionError: errorText(e) });
  }
}

/** An offer's lines go into the cart; placing that cart turns the offer into an order. */
export async function offerToCart() {
  $orderPage.setKey('busy', true);
  try {
    await cartApi.addOffer(orderId());
    await loadCart();
    navigate('/koszyk');
  } catch (e) {
    $orderPage.set({ ...$orderPage.get(), busy: false, actionError: errorText(e) });
  }
}
