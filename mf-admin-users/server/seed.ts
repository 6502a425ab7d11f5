// Demo data of the users domain (tenant 1): contractors, two companies with groups and members,
// and a spending limit: the `b2b` user may spend 5 000 zł (gross) a month; above that `admin` accepts.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityModuleApi, IdentityUser } from '@armatura/shared-libs/contracts';
import type { UsersDb } from './db/tables.js';
import { seedContractors } from './contractors/seed.js';
import { seedCompanies } from './organization-units/seed.js';
import { seedMpks } from './mpk/seed.js';

/**
 * The demo users by user name. IdentityModuleApi has no lookup by name, so this reads the first
 * user ids of the tenant (the identity seed made them just before).
 */
export async function demoUsers(
  ctx: ModuleContext,
  tenantId: number,
): Promise<Map<string, IdentityUser>> {
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  if (!identity) return new Map();
  const users = await identity.getUsers(
    tenantId,
    Array.from({ length: 500 }, (_, i) => i + 1),
  );
  return new Map(users.map((u) => [u.userName, u]));
}

export async function seedUsersDomain(ctx: ModuleContext, tenantId = 1) {
  const db: UsersDb = ctx.db;
  const users = await demoUsers(ctx, tenantId);
  await seedContractors(db, tenantId);
  await seedCompanies(ctx, tenantId, users);
  await seedLimits(db, tenantId, users);
  await seedMpks(db, tenantId, users);
}

async function seedLimits(db: UsersDb, tenantId: number, users: Map<string, IdentityUser>) {
  const buyer = users.get('b2b');
  const approver = users.get('admin');
  if (!buyer) return;
  await db
    .insertInto('users.user_limits')
    .values({
      tenant_id: tenantId,
      user_id: buyer.id,
      amount: 5000,
      period: 'MONTH',
      approver_user_id: approver?.id ?? null,
      currency: 'PLN',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
