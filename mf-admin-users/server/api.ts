// The users domain's module API: spending limits (checkout calls them inside its placement
// transaction), whose orders a unit manager sees (account), and contractor details (account).
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { UsersModuleApi } from '@armatura/shared-libs/contracts';
import type { UsersDb } from './db/tables.js';
import { getActiveLimit } from './limits/repository.js';
import { checkAndReserve, release } from './limits/reserve.js';
import { groupOfUser } from './limits/group-of.js';
import { findContractor } from './contractors/repository.js';
import { managedUserIds } from './organization-units/managers.js';

export function usersApi(ctx: ModuleContext): UsersModuleApi {
  const db: UsersDb = ctx.db;
  const groupOf = groupOfUser(ctx);
  return {
    getActiveLimit: (tenantId, userId) => getActiveLimit(db, tenantId, userId, groupOf),
    checkAndReserve: (executor, input) => checkAndReserve(executor, input, groupOf),
    release,
    managedUserIds: (tenantId, userId) => managedUserIds(ctx, tenantId, userId),
    getContractor: (tenantId, contractorId) => findContractor(db, tenantId, contractorId),
  };
}
