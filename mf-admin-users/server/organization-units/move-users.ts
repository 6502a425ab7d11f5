// Moving users in the B2B model ends their sessions. A token is issued for a user in a company,
// group and contractor (the session, catalogue prices, limits and a manager's view follow them), so
// when any of these changes the old tokens must stop at the next call, as they do for a change of
// roles or grants (identity's token-version triggers). Only users whose columns really change are
// written and signed out: saving a company unchanged signs nobody out.
import type { Executor } from '@armatura/shared-libs/server';
import type { IdentityUser, UserOrganization } from '@armatura/shared-libs/contracts';
import type { Identity } from './members.js';

const FIELDS = ['contractorId', 'organizationUnitId', 'organizationGroupId'] as const;

/** Does applying `changes` change anything of `user`'s organisation? */
export function organizationDiffers(
  user: Pick<IdentityUser, (typeof FIELDS)[number]>,
  changes: Partial<UserOrganization>,
): boolean {
  return FIELDS.some((f) => changes[f] !== undefined && changes[f] !== user[f]);
}

/** Writes the organisation fields of the users they change, and ends those users' sessions. */
export async function moveUsers(
  identity: Identity,
  tenantId: number,
  users: IdentityUser[],
  changes: Partial<UserOrganization>,
  executor?: Executor,
): Promise<void> {
  const moved = users.filter((u) => organizationDiffers(u, changes)).map((u) => u.id);
  if (moved.length === 0) return;
  await identity.setUserOrganization(tenantId, moved, changes, executor);
  for (const id of moved) await identity.revokeSessions(tenantId, id, executor);
}
