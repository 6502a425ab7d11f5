// The profile answers, built from the domains that own the data: the user from identity, spending
// limits from users, the default address from this domain. Nothing here reads another's tables.
import { notFound, type ModuleContext } from '@armatura/shared-libs/server';
import type {
  AccountInformations,
  ContractorLookup,
  IdentityModuleApi,
  IdentityUser,
  ShoppingLimit,
  UserContractor,
  UserLimitsModuleApi,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { findDefaultAddress, type Owner } from '../addresses/repository.js';

export const identityOf = (ctx: ModuleContext) => ctx.modules.get<IdentityModuleApi>('identity');
/** The users domain may run elsewhere (or not at all): then nobody has a limit or contractor details. */
const usersOf = (ctx: ModuleContext) =>
  ctx.modules.tryGet<UserLimitsModuleApi & Partial<ContractorLookup>>('users');

export async function userOf(ctx: ModuleContext, owner: Owner): Promise<IdentityUser> {
  const user = await identityOf(ctx).getUser(owner.tenantId, owner.userId);
  if (!user) throw notFound('Nie znaleziono użytkownika.');
  return user;
}

export async function accountInformations(
  ctx: ModuleContext,
  owner: Owner,
  known?: IdentityUser,
): Promise<AccountInformations> {
  const u = known ?? (await userOf(ctx, owner));
  const db: AccountDb = ctx.db;
  return {
    id: u.id,
    userName: u.userName,
    title: u.title,
    name: u.name,
    surname: u.surname,
    email: u.email,
    phone: u.phone,
    tenantId: u.tenantId,
    roles: u.roles,
    isB2B: u.isB2B,
    type: u.type,
    contractorId: u.contractorId,
    organizationUnitId: u.organizationUnitId,
    organizationGroupId: u.organizationGroupId,
    priceList: u.priceList,
    isMultiple: u.isMultiple,
    language: u.language,
    currency: u.currency,
    defaultAddress: await findDefaultAddress(db, owner),
  };
}

export async function userContractor(ctx: ModuleContext, owner: Owner): Promise<UserContractor> {
  const u = await userOf(ctx, owner);
  const users = usersOf(ctx);
  const contractor =
    u.contractorId != null && users?.getContractor
      ? await users.getContractor(owner.tenantId, u.contractorId)
      : null;
  return {
    contractorId: u.contractorId,
    isB2B: u.isB2B,
    organizationUnitId: u.organizationUnitId,
    organizationGroupId: u.organizationGroupId,
    priceList: u.priceList,
    contractor,
  };
}

/** The user's limit this period and whether `amount` fits in it; reserves nothing. */
export async function shoppingLimit(
  ctx: ModuleContext,
  owner: Owner,
  amount: number,
): Promise<ShoppingLimit> {
  const users = usersOf(ctx);
  const check = users
    ? await users.checkAndReserve(ctx.db, { ...owner, amount, orderId: 0, reserve: false })
    : null;
  const limit = check?.limit ?? null;
  return {
    hasLimit: !!limit,
    limit: limit ? { amount: limit.amount, period: limit.period, currency: limit.currency } : null,
    used: check?.used ?? 0,
    remaining: check?.remaining ?? null,
    amount,
    requiresAcceptance: check?.requiresAcceptance ?? false,
  };
}
