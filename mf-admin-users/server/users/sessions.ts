// A user's sessions end when who they are in the shop changes. Roles, own grants, activity (lock,
// soft delete) and password already move the token version in identity (its triggers); the type,
// company, group, contractor, price list and linked-accounts flag are columns identity does not
// watch, so this domain, which changes them, ends the sessions itself (IdentityModuleApi.revokeSessions).
import type { AdminUser, IdentityUser } from '@armatura/shared-libs/contracts';

const SESSION_FIELDS = [
  'type',
  'isB2B',
  'contractorId',
  'organizationUnitId',
  'organizationGroupId',
  'priceList',
  'isMultiple',
] as const;

/** Did a save change a field the user's session, prices, limits or linked accounts depend on? */
export function sessionFieldsChanged(before: IdentityUser, after: AdminUser): boolean {
  return SESSION_FIELDS.some((f) => before[f] !== after[f]);
}
