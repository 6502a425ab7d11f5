/** Status and kind names in the current language (the API sends codes and Polish names). */
import type { DocumentStatus, OrderStatus } from '@armatura/shared-libs/contracts';
import type { AccountT, AccountTextKey } from './account-texts';

export function orderStatusLabel(t: AccountT, status: OrderStatus | string): string {
  return t(`orderStatus${status}` as AccountTextKey);
}

export function documentStatusLabel(t: AccountT, status: DocumentStatus | string): string {
  return t(`docStatus${status}` as AccountTextKey);
}

export function documentKindLabel(t: AccountT, kind: string): string {
  return t(`kind${kind}` as AccountTextKey);
}
