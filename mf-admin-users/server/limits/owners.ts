// Who a limit administration request is about: exactly one owner (a user or an organisation
// group) of the caller's tenant, and an approver of the tenant who is not the owner.
import { userError, type ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { findGroup } from '../organization-units/group-repository.js';
import type { LimitOwner } from './reserve.js';

/** Exactly one of the two ids, or a 400. */
export function oneOwner(b: { userId?: number; organizationGroupId?: number }): LimitOwner {
  const userId = b.userId ?? null;
  const organizationGroupId = b.organizationGroupId ?? null;
  if ((userId === null) === (organizationGroupId === null))
    throw userError('Podaj użytkownika albo grupę (dokładnie jedno z dwóch).');
  return { userId, organizationGroupId };
}

/** The owner and the approver must exist in the caller's tenant, and differ. */
export async function checkPeople(
  ctx: ModuleContext,
  tenantId: number,
  owner: LimitOwner | null,
  approverUserId: number | null,
) {
  const userId = owner?.userId ?? null;
  if (userId !== null && approverUserId === userId)
    throw userError('Osobą akceptującą nie może być właściciel limitu.');
  const groupId = owner?.organizationGroupId ?? null;
  const db: UsersDb = ctx.db;
  if (groupId !== null && !(await findGroup(db, tenantId, groupId)))
    throw userError('Nie znaleziono grupy.');
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  if (!identity) return;
  if (userId !== null && !(await identity.getUser(tenantId, userId)))
    throw userError('Nie znaleziono użytkownika.');
  if (approverUserId !== null && !(await identity.getUser(tenantId, approverUserId)))
    throw userError('Nie znaleziono osoby akceptującej.');
}
