/**
 * 'Powiadom o dostępności': an e-mail alert for an unavailable product
 * (NotifyAvailability/Create with {email, productId}).
 */
import { map } from 'nanostores';
import { Value } from 'typebox/value';
import { AlertCreateSchema } from '@armatura/shared-libs/contracts';
import { normalizeError } from '@armatura/shared-libs/http';
import { catalogApi } from '../api/catalog-api';

export type NotifyStatus = 'idle' | 'sending' | 'sent' | 'error';

export const $notifyAvailability = map<{
  productId: number | null;
  status: NotifyStatus;
  error: string | null;
}>({
  productId: null,
  status: 'idle',
  error: null,
});

/** The API's own rule for the address (AlertCreateSchema): something@domain.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return Value.Check(AlertCreateSchema.properties.email, value.trim());
}

export function resetNotify(productId: number): void {
  if ($notifyAvailability.get().productId !== productId) {
    $notifyAvailability.set({ productId, status: 'idle', error: null });
  }
}

export async function requestAvailabilityAlert(productId: number, email: string): Promise<boolean> {
  if (!isValidEmail(email)) return false;
  $notifyAvailability.set({ productId, status: 'sending', error: null });
  try {
    await catalogApi.createAvailabilityAlert(productId, email.trim());
    if ($notifyAvailability.get().productId === productId)
      $notifyAvailability.set({ productId, status: 'sent', error: null });
    return true;
  } catch (error) {
    if ($notifyAvailability.get().productId === productId) {
      $notifyAvailability.set({ productId, status: 'error', error: normalizeError(error).message });
    }
    return false;
  }
}
