// The summary (money as the server computes it, and whether the order will need acceptance) and
// placing the order. One idempotency key per checkout attempt, kept in sessionStorage until the
// order exists: a double click, a retry after a timeout or a reload submits the same key, and the
// server answers with the same order instead of making a second one.
import { map } from 'nanostores';
import { $isSignedIn } from '@armatura/shared-libs/session';
import { errorText, normalizeError, type ApiError } from '@armatura/shared-libs/http';
import { navigate } from '@armatura/shared-libs/routing';
import { cartApi, checkoutApi } from '../api';
import { $cart, loadCart } from '../cart/cart-store';
import { readLocalCart, writeLocalCart } from '../cart/local-cart';
import type { CheckoutSummary, RequiresAcceptance } from '@armatura/shared-libs/contracts';
import {
  $checkoutErrors,
  $checkoutForm,
  resetCheckoutForm,
  selectedDelivery,
} from './checkout-store';
import { fromServer } from './validation';

const KEY_STORAGE = 'arm-chk-idempotency';

export const $summary = map<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: CheckoutSummary | null;
  acceptance: RequiresAcceptance | null;
  error: string | null;
}>({ status: 'idle', data: null, acceptance: null, error: null });
export const $placing = map<{ status: 'idle' | 'placing' | 'error'; error: string | null }>({
  status: 'idle',
  error: null,
});

const localItems = () => readLocalCart().map(({ productId, qty }) => ({ productId, qty }));

function idempotencyKey(): string {
  let key = sessionStorage.getItem(KEY_STORAGE);
  if (!key) {
    key = `chk-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY_STORAGE, key);
  }
  return key;
}

/** The cart's money as the server computes it; with the chosen delivery on the summary step. */
export async function loadSummary(withDelivery = true) {
  const deliveryId = withDelivery ? $checkoutForm.get().deliveryMethodId : null;
  $summary.setKey('status', 'loading');
  try {
    const signedIn = $isSignedIn.get();
    const [data, acceptance] = await Promise.all([
      cartApi.summary(signedIn ? undefined : localItems(), deliveryId),
      signedIn ? checkoutApi.requiresAcceptance(deliveryId) : Promise.resolve(null),
    ]);
    $summary.set({ status: 'ready', data, acceptance, error: null });
  } catch (e) {
    $summary.set({
      status: 'error',
      data: null,
      acceptance: null,
      error: errorText(e),
    });
  }
}

/** Places the order (or saves the edited one) and goes to the confirmation page. */
export async function placeOrder(): Promise<void> {
  if ($placing.get().status === 'placing') return;
  const f = $checkoutForm.get();
  const delivery = selectedDelivery();
  if (!delivery || !f.paymentMethodId) {
    navigate('/koszyk/dostawa');
    return;
  }
  $placing.set({ status: 'placing', error: null });
  const input = {
    deliveryMethodId: delivery.id,
    paymentMethodId: f.paymentMethodId,
    pointOfSaleId: delivery.requiresPointOfSale ? f.pointOfSaleId : null,
    buyer: f.buyer,
    address: delivery.requiresAddress ? f.address : null,
    comment: f.comment.trim() || null,
  };
  try {
    const editing = $cart.get().editingOrder;
    let href: string;
    if (editing) {
      const order = await checkoutApi.edit(editing.id, input);
      href = `/zamowienia/potwierdzenie?orderId=${order.id}`;
    } else {
      const placed = await checkoutApi.create({
        ...input,
        idempotencyKey: idempotencyKey(),
        items: $isSignedIn.get() ? undefined : localItems(),
      });
      href = `/zamowienia/potwierdzenie?orderId=${placed.order.id}&token=${encodeURIComponent(placed.viewToken)}`;
      if (!$isSignedIn.get()) writeLocalCart([]);
    }
    sessionStorage.removeItem(KEY_STORAGE);
    resetCheckoutForm();
    $placing.set({ status: 'idle', error: null });
    await loadCart();
    navigate(href);
  } catch (e) {
    const error = normalizeError(e) as ApiError;
    // A refused order (4xx) will not change by resubmitting: the next attempt gets a new key.
    if (error.status >= 400 && error.status < 500) sessionStorage.removeItem(KEY_STORAGE);
    if (error.validationErrors?.length) $checkoutErrors.set(fromServer(error.validationErrors));
    $placing.set({ status: 'error', error: error.message });
  }
}
