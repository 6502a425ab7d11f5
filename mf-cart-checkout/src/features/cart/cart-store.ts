// THE cart of the page ($cart): the browser cart for anonymous visitors, the server cart for
// signed-in users. Every widget and screen of this remote reads this one store (one module in
// the remote), and changes go through the actions below. On sign-in the local cart moves to the
// server (Migrate) and is cleared; every change is announced with the `checkout:cart-changed` event.
import { computed, map } from 'nanostores';
import { $isSignedIn, $session } from '@armatura/shared-libs/session';
import { notify } from '@armatura/shared-libs/notices';
import { errorText, normalizeError } from '@armatura/shared-libs/http';
import {
  CART_CHANGED_EVENT,
  type AddToCartProps,
  type CartOrderRef,
  type CartView,
  type CheckoutRateTotal,
} from '@armatura/shared-libs/contracts';
import { addQuantities, parseQuantity } from '@armatura/shared-libs/format';
import { cartApi } from '../api';
import { T } from '../texts';
import {
  addLocalItem,
  localCartKey,
  localTotals,
  readLocalCart,
  removeLocalItem,
  setLocalQty,
  writeLocalCart,
} from './local-cart';
import { fromLocal, fromServer, type CartLine } from './lines';

export type { CartLine };
export interface CartState {
  mode: 'local' | 'server';
  status: 'idle' | 'loading' | 'ready' | 'error';
  lines: CartLine[];
  totals: { totalPrice: number; quantity: number };
  byRate: CheckoutRateTotal[] | null;
  totalNet: number | null;
  editingOrder: CartOrderRef;
  offer: CartOrderRef;
  error: string | null;
}

const EMPTY: CartState = {
  mode: 'local',
  status: 'idle',
  lines: [],
  totals: { totalPrice: 0, quantity: 0 },
  byRate: null,
  totalNet: null,
  editingOrder: null,
  offer: null,
  error: null,
};
export const $cart = map<CartState>(EMPTY);
/** The mini-cart badge. */
export const $cartBadge = computed($cart, (s) => s.totals);

const serverMode = () => $isSignedIn.get();
const announce = () => {
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: $cart.get().totals }));
};

function failed(error: unknown) {
  const message = errorText(error);
  $cart.setKey('status', 'error');
  $cart.setKey('error', message);
  notify({ type: 'error', title: T.cartLoadError, message });
}

function applyServer(view: CartView) {
  $cart.set({
    mode: 'server',
    status: 'ready',
    lines: view.items.map(fromServer),
    totals: { totalPrice: view.totals.gross, quantity: view.items.length },
    byRate: view.totals.byRate,
    totalNet: view.totals.net,
    editingOrder: view.editingOrder,
    offer: view.offer,
    error: null,
  });
}

function applyLocal() {
  const items = readLocalCart();
  $cart.set({
    ...EMPTY,
    mode: 'local',
    status: 'ready',
    lines: items.map(fromLocal),
    totals: localTotals(items),
  });
}

/** The whole cart (the cart screen). */
export async function loadCart(): Promise<void> {
  if (!serverMode()) {
    applyLocal();
    announce();
    return;
  }
  $cart.setKey('status', 'loading');
  try {
    applyServer(await cartApi.view());
    announce();
  } catch (e) {
    failed(e);
  }
}

/** Only the badge (GetTotalUserShoppingCarts): cheap, called by the mini-cart. */
export async function refreshTotals(): Promise<void> {
  if (!serverMode()) {
    applyLocal();
    return;
  }
  try {
    // The state is read after the answer: a cart loaded meanwhile (loadCart) must not be replaced
    // by the empty 'loading' state seen before it (the cart screen then waited for ever).
    const totals = await cartApi.totals();
    $cart.set({ ...$cart.get(), mode: 'server', totals });
  } catch (e) {
    // An account without Pages.ShoppingCart (staff of one back-office domain) has no cart: the
    // badge on every page stays empty and quiet; the cart screen itself shows the refusal.
    if (normalizeError(e).status === 403) $cart.set({ ...EMPTY, mode: 'server', status: 'idle' });
    else failed(e);
  }
}

export async function addToCart(
  p: Pick<AddToCartProps, 'productId' | 'name' | 'unit' | 'priceNet' | 'priceGross'>,
  qtyInput: unknown,
): Promise<void> {
  // storefront.md §5: a non-numeric quantity becomes 0, and 0 adds nothing (issue 14.2).
  const qty = parseQuantity(qtyInput, p.unit);
  if (qty <= 0) throw new Error(T.quantityZero);
  if (serverMode()) await cartApi.add(p.productId, qty, p.priceNet, p.priceGross);
  else {
    await checkLocalStock(p.productId, p.unit, qty);
    writeLocalCart(
      addLocalItem(readLocalCart(), {
        productId: p.productId,
        name: p.name,
        unit: p.unit,
        priceNet: p.priceNet,
        priceGross: p.priceGross,
        qty,
      }),
    );
  }
  await loadCart();
}

/**
 * A visitor's cart lives in the browser, so the server is asked whether the product's line, with
 * this much more, can be sold (stock and the shop's backorder setting, issue 14.5): its refusal
 * is thrown as the server worded it. Placement checks again in any case.
 */
async function checkLocalStock(productId: number, unit: string, more: number): Promise<void> {
  const inCart = readLocalCart()
    .filter((x) => x.productId === productId)
    .reduce((sum, x) => sum + x.qty, 0);
  const qty = parseQuantity(addQuantities(inCart, more), unit);
  const summary = await cartApi.summary([{ productId, qty }], null).catch(() => null);
  const problem = summary?.items.find((i) => i.productId === productId)?.stockProblem;
  if (problem) throw new Error(problem);
}

/**
 * A new quantity for a line. Non-numeric becomes 0 (storefront.md §5) and 0 changes nothing: the
 * answer is why, for the screen to say (issue 14.2; removing is the 'Usuń' button's job).
 */
export async function setLineQty(line: CartLine, qtyInput: unknown): Promise<string | null> {
  const qty = parseQuantity(qtyInput, line.unit);
  if (qty <= 0) return T.quantityZeroLine;
  if (line.id === null) writeLocalCart(setLocalQty(readLocalCart(), line.index, qty));
  else await cartApi.update(line.id, qty);
  await loadCart();
  return null;
}

export async function removeLine(line: CartLine): Promise<void> {
  if (line.id === null) writeLocalCart(removeLocalItem(readLocalCart(), line.index));
  else await cartApi.remove(line.id);
  await loadCart();
}

export async function clearCart(): Promise<void> {
  if (serverMode()) await cartApi.clear();
  else writeLocalCart([]);
  await loadCart();
}

let migrating: Promise<void> | null = null;
/** After sign-in: the local cart goes to the server and is cleared, then the totals refresh. */
export function migrateLocalCart(): Promise<void> {
  migrating ??= (async () => {
    const items = readLocalCart();
    try {
      if (items.length) {
        await cartApi.migrate(items);
        writeLocalCart([]);
      }
      await loadCart();
    } catch (e) {
      failed(e);
    } finally {
      migrating = null;
    }
  })();
  return migrating;
}

let started = false;
let lastUserId: number | null | undefined;
/**
 * Called by every entry point (widgets, app). Follows the shared session: whenever the signed-in
 * user changes (sign-in, switch of account, logout) the right cart is loaded, and a waiting local
 * cart moves to the server. Other tabs' local changes arrive through the `storage` event.
 */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $session.subscribe((session) => {
    const userId = session.token && session.user ? session.user.id : null;
    if (userId === lastUserId) return;
    lastUserId = userId;
    if (userId === null) void loadCart();
    else void (readLocalCart().length ? migrateLocalCart() : refreshTotals());
  });
  window.addEventListener('storage', (e) => {
    if (e.key === localCartKey() && !serverMode()) applyLocal();
  });
}
