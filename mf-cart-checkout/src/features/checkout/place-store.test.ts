// @vitest-environment happy-dom
// The checkout stores against the real API host (startTestApiHost): options and form
// ($checkoutOptions, $checkoutForm), summary and placing ($summary, $placing), then the
// confirmation page ($orderPage) — from a server cart and from a guest's browser cart.
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';
import { piecesForSale } from '../testing/pieces';
import { $session, signIn } from '@armatura/shared-libs/session';
import { $cart, addToCart, clearCart } from '../cart/cart-store';
import { readLocalCart } from '../cart/local-cart';
import { $orderPage, cancelOrder, loadOrderPage } from '../orders/order-store';
import {
  $checkoutErrors,
  $checkoutForm,
  $checkoutOptions,
  chooseDelivery,
  loadCheckoutOptions,
  updateAddress,
  updateBuyer,
  updateForm,
} from './checkout-store';
import { $placing, $summary, loadSummary, placeOrder } from './place-store';

let host: TestApiHost;
let pieces: PricedProduct[];

beforeAll(async () => {
  host = await startTestApiHost();
  pieces = await piecesForSale(host.platform.ctx.modules.get<CatalogModuleApi>('catalog'));
});
afterAll(() => host?.close());

const EMPTY_BUYER = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  isCompany: false,
  companyName: '',
  nip: '',
};

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  updateForm({
    deliveryMethodId: null,
    paymentMethodId: null,
    pointOfSaleId: null,
    comment: '',
    buyer: EMPTY_BUYER,
    address: { street: '', postalCode: '', city: '' },
  });
  $checkoutErrors.set({});
  $placing.set({ status: 'idle', error: null });
  window.history.replaceState(null, '', '/koszyk/podsumowanie');
});

const widgetProps = (p: PricedProduct) => ({
  productId: p.id,
  name: p.name,
  unit: p.unit,
  priceNet: p.priceNet,
  priceGross: p.priceGross,
});

/** The courier delivery and its bank-transfer payment, as the options store loaded them. */
function courierByTransfer() {
  const courier = $checkoutOptions.get().deliveries.find((d) => d.code === 'KURIER_INPOST')!;
  chooseDelivery(courier.id);
  updateForm({ paymentMethodId: courier.payments.find((p) => p.provider === 'transfer')!.id });
  updateAddress({ street: 'ul. Piękna 12/4', postalCode: '00-549', city: 'Warszawa' });
  return courier;
}

const confirmationRef = () => {
  const search = new URLSearchParams(window.location.search);
  return { orderId: Number(search.get('orderId')), token: search.get('token') ?? undefined };
};

describe('a signed-in customer', () => {
  beforeEach(async () => {
    await signIn({ userNameOrEmailAddress: 'b2c', password: DEMO_PASSWORD, rememberMe: false });
    await clearCart();
  });

  it('loads the deliveries with their payments, only pickup points, and starts the buyer from the user', async () => {
    await loadCheckoutOptions();
    const options = $checkoutOptions.get();
    expect(options.status).toBe('ready');
    expect(options.deliveries.map((d) => d.code)).toEqual(
      expect.arrayContaining(['KURIER_INPOST', 'ODBIOR_OSOBISTY', 'PACZKOMAT_INPOST']),
    );
    expect(options.deliveries.every((d) => d.payments.length > 0)).toBe(true);
    expect(options.points.length).toBeGreaterThan(0);
    expect(options.points.every((p) => p.isPickupPoint)).toBe(true);
    expect($checkoutForm.get().buyer).toMatchObject({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna.nowak@example.pl',
    });
  });

  it('places the order from the server cart: summary with delivery, confirmation page, empty cart', async () => {
    const [a, b] = pieces;
    await addToCart(widgetProps(a!), 2);
    await addToCart(widgetProps(b!), 1);
    await loadCheckoutOptions();
    const courier = courierByTransfer();
    await loadSummary();
    const summary = $summary.get();
    expect(summary.status).toBe('ready');
    expect(summary.data!.delivery?.id).toBe(courier.id);
    expect(summary.data!.totals.gross).toBeCloseTo(
      $cart.get().totals.totalPrice + courier.priceGross,
      2,
    );
    expect(summary.acceptance?.requiresAcceptance).toBe(false);

    await placeOrder();
    expect($placing.get()).toEqual({ status: 'idle', error: null });
    expect(window.location.pathname).toBe('/zamowienia/potwierdzenie');
    expect($cart.get()).toMatchObject({ mode: 'server', lines: [] });
    expect(sessionStorage.getItem('arm-chk-idempotency')).toBeNull();

    const { orderId, token } = confirmationRef();
    await loadOrderPage(orderId, token);
    const page = $orderPage.get();
    expect(page.status).toBe('ready');
    const order = page.data!.order;
    expect(order).toMatchObject({
      id: orderId,
      kind: 'ORDER',
      status: 'NEW',
      buyer: { email: 'anna.nowak@example.pl' },
      delivery: { id: courier.id },
    });
    expect(order.number).toMatch(/^ZAM\/\d{4}\/\d{6}$/);
    expect(order.items.map((i) => [i.productId, i.qty])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ]);
    expect(order.totals.gross).toBeCloseTo(summary.data!.totals.gross, 2);
    expect(page.data!.transfer?.title).toBe(`Zamówienie ${order.number}`);
  });

  it('cancels its new order from the confirmation page', async () => {
    await addToCart(widgetProps(pieces[0]!), 1);
    await loadCheckoutOptions();
    courierByTransfer();
    await placeOrder();
    const { orderId } = confirmationRef();
    await loadOrderPage(orderId, undefined);
    expect($orderPage.get().data!.can.cancel).toBe(true);
    await cancelOrder('Zamówienie zostało anulowane.');
    const page = $orderPage.get();
    expect(page).toMatchObject({
      busy: false,
      actionError: null,
      done: 'Zamówienie zostało anulowane.',
    });
    expect(page.data!.order.status).not.toBe('NEW');
    expect(page.data!.can.cancel).toBe(false);
  });

  it("shows the API's refusal of an empty cart and keeps the customer on the summary", async () => {
    await loadCheckoutOptions();
    courierByTransfer();
    await placeOrder();
    expect($placing.get()).toEqual({ status: 'error', error: 'Koszyk jest pusty.' });
    expect(window.location.pathname).toBe('/koszyk/podsumowanie');
  });

  it("puts the API's field errors under the fields (postal code, NIP)", async () => {
    await addToCart(widgetProps(pieces[0]!), 1);
    await loadCheckoutOptions();
    courierByTransfer();
    updateAddress({ postalCode: '00549' });
    updateBuyer({ isCompany: true, companyName: 'Instal', nip: '1234567890' });
    await placeOrder();
    expect($placing.get().status).toBe('error');
    expect(Object.keys($checkoutErrors.get()).sort()).toEqual(['address.postalCode', 'buyer.nip']);
    expect($cart.get().lines).toHaveLength(1);
  });
});

describe('a guest', () => {
  it('orders the browser cart, which is emptied, and sees the confirmation through the view token only', async () => {
    const [a] = pieces;
    await addToCart(widgetProps(a!), 3);
    await loadCheckoutOptions();
    expect($checkoutOptions.get().recent).toEqual([]);
    courierByTransfer();
    updateBuyer({
      firstName: 'Ewa',
      lastName: 'Zielińska',
      email: 'ewa.zielinska@example.pl',
      phone: '+48 600 100 200',
    });
    await placeOrder();
    expect($placing.get()).toEqual({ status: 'idle', error: null });
    expect(readLocalCart()).toEqual([]);
    const { orderId, token } = confirmationRef();
    expect(token).toBeTruthy();
    await loadOrderPage(orderId, token);
    expect($orderPage.get().data!.order).toMatchObject({
      id: orderId,
      buyerUserId: null,
      buyer: { email: 'ewa.zielinska@example.pl' },
    });
    expect($orderPage.get().data!.order.items.map((i) => [i.productId, i.qty])).toEqual([
      [a!.id, 3],
    ]);
    await loadOrderPage(orderId, undefined);
    expect($orderPage.get()).toMatchObject({ status: 'error', data: null });
    expect($orderPage.get().error).toBeTruthy();
  });
});
