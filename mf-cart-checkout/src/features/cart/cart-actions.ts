// What the signed-in cart screen offers beyond editing lines: a CSV quick order, saving the cart
// as an offer, dropping an order edit.
import { map } from 'nanostores';
import { errorText } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { navigate } from '@armatura/shared-libs/routing';
import { cartApi, checkoutApi } from '../api';
import { T } from '../texts';
import { loadCart } from './cart-store';

export const $cartAction = map<{
  busy: boolean;
  error: string | null;
  importErrors: { line: number; code: string; message: string }[];
}>({ busy: false, error: null, importErrors: [] });

async function run<R>(work: () => Promise<R>): Promise<R | null> {
  $cartAction.set({ busy: true, error: null, importErrors: [] });
  try {
    const r = await work();
    $cartAction.setKey('busy', false);
    return r;
  } catch (e) {
    $cartAction.set({ busy: false, error: errorText(e), importErrors: [] });
    return null;
  }
}

export async function importCsv(content: string) {
  const result = await run(() => cartApi.importCsv(content));
  if (!result) return;
  $cartAction.setKey('importErrors', result.errors);
  notify({ type: result.imported ? 'success' : 'warning', title: T.imported(result.imported) });
  await loadCart();
}

export async function saveAsOffer() {
  const placed = await run(() => checkoutApi.saveOffer(`offer-${crypto.randomUUID()}`));
  if (!placed) return;
  notify({ type: 'success', title: T.offerSaved(placed.order.number) });
  await loadCart();
  navigate(`/zamowienia/potwierdzenie?orderId=${placed.order.id}`);
}
