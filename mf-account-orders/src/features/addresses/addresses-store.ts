/**
 * The user's delivery addresses on the dashboard: a page of them (5 by default, 5/10/15 offered,
 * storefront.md §9) and add / edit / delete. A write answers with its outcome so the dialog can
 * stay open on a refusal; the list reloads after every change.
 */
import { map } from 'nanostores';
import type { AccountAddress, AddressPage } from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { createResource, normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { $user } from '@armatura/shared-libs/session';
import { addressApi } from '../api/profile-api';
import { accountTexts, localizeMessage } from '../texts/account-texts';
import {
  toAddressInput,
  validateAddress,
  type AddressErrors,
  type AddressForm,
} from './address-form';

export interface AddressesPaging {
  page: number;
  pageSize: number;
}

/** Keyed by the user too: another user signed in on this page never sees the last one's list. */
type AddressesKey = AddressesPaging & { userId: number | null };

export const addressList = createResource<AddressPage, AddressesKey>((p) =>
  addressApi.list({ skipCount: (p.page - 1) * p.pageSize, maxResultCount: p.pageSize }),
);
export const $addressesPaging = map<AddressesPaging>({
  page: 1,
  pageSize: PAGE_SIZES.addresses.size,
});

export function loadAddresses(change: Partial<AddressesPaging> = {}): Promise<void> {
  const current = $addressesPaging.get();
  const pageSize = change.pageSize ?? current.pageSize;
  const page = pageSize !== current.pageSize ? 1 : (change.page ?? current.page);
  $addressesPaging.set({ page, pageSize });
  return addressList.load({ page, pageSize, userId: $user.get()?.id ?? null });
}

export type SaveOutcome =
  | { ok: true; address: AccountAddress }
  | { ok: false; errors: AddressErrors; message: string | null };

/** Checks the form as the server would, then creates (id null) or updates the address. */
export async function saveAddress(id: number | null, form: AddressForm): Promise<SaveOutcome> {
  const errors = validateAddress(form);
  if (Object.keys(errors).length)
    return { ok: false, errors, message: accountTexts.t('fixErrors') };
  try {
    const body = toAddressInput(form);
    const address =
      id === null ? await addressApi.create(body) : await addressApi.update({ id, ...body });
    notify({ type: 'success', title: accountTexts.t('addressSaved') });
    await reloadAfterChange();
    return { ok: true, address };
  } catch (error) {
    const failure = normalizeError(error);
    // The server's field messages (ABP validationErrors) go beside their fields.
    const fieldErrors: AddressErrors = {};
    for (const v of failure.validationErrors)
      for (const member of v.members)
        fieldErrors[member as keyof AddressForm] ??= localizeMessage(v.message);
    return { ok: false, errors: fieldErrors, message: localizeMessage(failure.message) };
  }
}

export async function deleteAddress(id: number): Promise<string | null> {
  try {
    await addressApi.remove(id);
    notify({ type: 'success', title: accountTexts.t('addressDeleted') });
    await reloadAfterChange();
    return null;
  } catch (error) {
    return localizeMessage(normalizeError(error).message);
  }
}

/** After a change: the same page again, or the one before when the last row of a page went. */
async function reloadAfterChange() {
  await addressList.reload();
  const { page } = $addressesPaging.get();
  const data = addressList.$state.get().data;
  if (page > 1 && data && data.items.length === 0) await loadAddresses({ page: page - 1 });
}
