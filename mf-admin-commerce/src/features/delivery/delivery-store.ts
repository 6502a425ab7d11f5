/**
 * The delivery screen's logic: the list (5 a page, 5/10/15 offered, back-office.md §9), the payments
 * a delivery may allow (checkboxes of the form), save (create or update, checked with the contract
 * first) and delete (soft on the server: placed orders keep their data).
 */
import { atom } from 'nanostores';
import type {
  DeliveryMethod,
  DeliverySortField,
  PaymentAdmin,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { deliveryApi } from './methods-api';
import { createPagedList } from './paged-list';
import { refusedOutcome, type SaveOutcome } from './method-form';
import {
  toDeliveryInput,
  validateDelivery,
  type DeliveryField,
  type DeliveryForm,
} from './delivery-form';
import { deliveryTexts } from './texts/texts';
import { localizeMessage } from '../contract-messages/contract-messages';

export const DELIVERY_PAGE_SIZES = PAGE_SIZES.deliveries;

export const deliveryList = createPagedList<DeliveryMethod, DeliverySortField>(
  {
    page: 1,
    pageSize: DELIVERY_PAGE_SIZES.size,
    filter: '',
    sort: { column: 'sortOrder', direction: 'ascending' },
  },
  deliveryApi.list,
);

/** The payments a delivery may be given; null until loaded. */
export const $paymentOptions = atom<PaymentAdmin[] | null>(null);

export async function loadPaymentOptions(): Promise<void> {
  try {
    $paymentOptions.set(await deliveryApi.paymentOptions());
  } catch {
    $paymentOptions.set([]);
  }
}

/** Checks the form as the server would, then creates (id null) or updates the method. */
export async function saveDelivery(
  id: number | null,
  form: DeliveryForm,
): Promise<SaveOutcome<DeliveryField>> {
  const errors = validateDelivery(form);
  if (Object.keys(errors).length)
    return { ok: false, errors, message: deliveryTexts.t('fixErrors') };
  try {
    const body = toDeliveryInput(form);
    await (id === null ? deliveryApi.create(body) : deliveryApi.update({ id, ...body }));
    notify({ type: 'success', title: deliveryTexts.t('deliverySaved') });
    await deliveryList.reloadAfterChange();
    return { ok: true };
  } catch (error) {
    return refusedOutcome<DeliveryField>(error);
  }
}

/** Deletes one method; the server's message when it refused, else null. */
export async function deleteDelivery(d: DeliveryMethod): Promise<string | null> {
  try {
    await deliveryApi.remove(d.id);
    notify({ type: 'success', title: deliveryTexts.t('deleted', { name: d.name }) });
    await deliveryList.reloadAfterChange();
    return null;
  } catch (error) {
    return localizeMessage(normalizeError(error).message);
  }
}
