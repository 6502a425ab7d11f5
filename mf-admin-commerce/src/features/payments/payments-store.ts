/**
 * The payments screen's logic: the list (5 a page, 5/10/20: "other admin lists", back-office.md §9),
 * the deliveries a payment may be offered with, Tpay's bank groups, save and delete (soft).
 */
import { atom } from 'nanostores';
import type {
  BankingGroup,
  DeliveryMethod,
  PaymentAdmin,
  PaymentSortField,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { paymentApi } from '../delivery/methods-api';
import { createPagedList } from '../delivery/paged-list';
import { refusedOutcome, type SaveOutcome } from '../delivery/method-form';
import { deliveryTexts } from '../delivery/texts/texts';
import {
  toPaymentInput,
  validatePayment,
  type PaymentField,
  type PaymentForm,
} from './payment-form';
import { localizeMessage } from '../contract-messages/contract-messages';

export const PAYMENT_PAGE_SIZES = PAGE_SIZES.otherAdmin;

export const paymentList = createPagedList<PaymentAdmin, PaymentSortField>(
  {
    page: 1,
    pageSize: PAYMENT_PAGE_SIZES.size,
    filter: '',
    sort: { column: 'sortOrder', direction: 'ascending' },
  },
  paymentApi.list,
);

/** Deliveries a payment may be offered with; null until loaded. */
export const $deliveryOptions = atom<DeliveryMethod[] | null>(null);
export const $bankGroups = atom<BankingGroup[] | null>(null);

export async function loadPaymentScreenData(): Promise<void> {
  const [deliveries, groups] = await Promise.allSettled([
    paymentApi.deliveryOptions(),
    paymentApi.bankGroups(),
  ]);
  $deliveryOptions.set(deliveries.status === 'fulfilled' ? deliveries.value : []);
  $bankGroups.set(groups.status === 'fulfilled' ? groups.value : []);
}

export async function savePayment(
  id: number | null,
  form: PaymentForm,
): Promise<SaveOutcome<PaymentField>> {
  const errors = validatePayment(form);
  if (Object.keys(errors).length)
    return { ok: false, errors, message: deliveryTexts.t('fixErrors') };
  try {
    const body = toPaymentInput(form);
    await (id === null ? paymentApi.create(body) : paymentApi.update({ id, ...body }));
    notify({ type: 'success', title: deliveryTexts.t('paymentSaved') });
    await paymentList.reloadAfterChange();
    return { ok: true };
  } catch (error) {
    return refusedOutcome<PaymentField>(error);
  }
}

export async function deletePayment(p: PaymentAdmin): Promise<string | null> {
  try {
    await paymentApi.remove(p.id);
    notify({ type: 'success', title: deliveryTexts.t('deleted', { name: p.name }) });
    await paymentList.reloadAfterChange();
    return null;
  } catch (error) {
    return localizeMessage(normalizeError(error).message);
  }
}
