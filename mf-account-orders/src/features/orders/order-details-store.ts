/**
 * One order opened from the list (`?zamowienie=ID`): its head (Order/Get), its lines with their own
 * paging (GetOrderElements) and its change history (GetOrderChangeHistories), and what may be done
 * with it here: the PDF, 'edit' and 'repeat order' through the checkout team's cart calls.
 */
import { atom } from 'nanostores';
import type { OrderDetails, OrderElementPage, OrderHistory } from '@armatura/shared-libs/contracts';
import { FETCH_ALL_MAX_RESULT_COUNT, PAGE_SIZES } from '@armatura/shared-libs/constants';
import { createResource, normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { navigate } from '@armatura/shared-libs/routing';
import { cartCallsApi, ordersApi } from '../api/orders-api';
import { downloadPdf } from '../files/pdf-download';
import { accountTexts } from '../texts/account-texts';

export interface ElementsKey {
  orderId: number;
  page: number;
  pageSize: number;
}

export const orderDetails = createResource<OrderDetails, number>((id) => ordersApi.get(id));
export const orderElements = createResource<OrderElementPage, ElementsKey>((k) =>
  ordersApi.elements(k.orderId, (k.page - 1) * k.pageSize, k.pageSize),
);
export const orderHistory = createResource<OrderHistory, number>((id) => ordersApi.history(id));

/** The lines' own paging (storefront.md §3 "order elements with their own paging"). */
export const $elementsPaging = atom<{ page: number; pageSize: number }>({
  page: 1,
  pageSize: PAGE_SIZES.orders.size,
});
/** 'edit' | 'repeat' while the cart call runs (buttons disabled, progress shown). */
export const $orderAction = atom<'edit' | 'repeat' | null>(null);

let openedId: number | null = null;

export async function openOrder(id: number | null): Promise<void> {
  if (id !== openedId) $elementsPaging.set({ ...$elementsPaging.get(), page: 1 });
  openedId = id;
  if (id === null) {
    for (const resource of [orderDetails, orderElements, orderHistory]) resource.reset();
    return;
  }
  await Promise.all([
    orderDetails.load(id),
    orderElements.load({ orderId: id, ...$elementsPaging.get() }),
    orderHistory.load(id),
  ]);
}

export function changeElementsPage(change: { page?: number; pageSize?: number }): Promise<void> {
  const current = $elementsPaging.get();
  const pageSize = change.pageSize ?? current.pageSize;
  const page = pageSize !== current.pageSize ? 1 : (change.page ?? current.page);
  $elementsPaging.set({ page, pageSize });
  if (openedId === null) return Promise.resolve();
  return orderElements.load({ orderId: openedId, page, pageSize });
}

export function downloadOrderPdf(order: Pick<OrderDetails, 'id' | 'number'>): Promise<boolean> {
  return downloadPdf(`order:${order.id}`, order.number, () => ordersApi.pdf(order.id));
}

function failed(error: unknown) {
  notify({
    type: 'error',
    title: accountTexts.t('actionFailed'),
    message: normalizeError(error).message,
  });
}

/** The order's lines go into the cart for editing; the cart's last step saves the order. */
export async function editOrder(orderId: number): Promise<void> {
  if ($orderAction.get()) return;
  $orderAction.set('edit');
  try {
    await cartCallsApi.loadOrderToEdit(orderId);
    navigate('/koszyk');
  } catch (error) {
    failed(error);
  } finally {
    $orderAction.set(null);
  }
}

/**
 * Every line of the order is added to the cart again (at today's prices: the cart prices them).
 * A line that cannot be added (a withdrawn product) is counted and named, the rest still go in.
 */
export async function repeatOrder(orderId: number): Promise<{ added: number; failed: string[] }> {
  const result = { added: 0, failed: [] as string[] };
  if ($orderAction.get()) return result;
  $orderAction.set('repeat');
  try {
    const { items } = await ordersApi.elements(orderId, 0, FETCH_ALL_MAX_RESULT_COUNT);
    for (const line of items) {
      try {
        await cartCallsApi.addLine(line.productId, line.qty);
        result.added += 1;
      } catch {
        result.failed.push(line.code || line.name);
      }
    }
    const t = accountTexts.t;
    if (result.failed.length)
      notify({
        type: result.added ? 'warning' : 'error',
        title: result.added ? t('repeatDone', { count: result.added }) : t('repeatNothing'),
        message: t('repeatPartly', { failed: result.failed.join(', ') }),
      });
    else notify({ type: 'success', title: t('repeatDone', { count: result.added }) });
    if (result.added) navigate('/koszyk');
  } catch (error) {
    failed(error);
  } finally {
    $orderAction.set(null);
  }
  return result;
}
