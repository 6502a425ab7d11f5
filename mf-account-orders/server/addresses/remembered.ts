// The addresses orders went to: every placed order (and, during a backfill, every existing order)
// keeps its delivery address on the buyer's list, and checkout's delivery step offers the list back
// through the account module API. The account domain learns of orders from checkout's events only.
import { isValidPostalCode } from '@armatura/shared-libs/format';
import {
  ORDER_PLACED,
  ORDER_SNAPSHOT,
  type AccountModuleApi,
  type DeliveryAddress,
  type IdentityModuleApi,
  type OrderPlacedEvent,
} from '@armatura/shared-libs/contracts';
import { sql, type ModuleContext } from '@armatura/shared-libs/server';
import type { AccountDb } from '../db/tables.js';
import { placeKey } from './repository.js';

type RememberInput = Parameters<AccountModuleApi['rememberAddress']>[0];

const blankToNull = (s: string | null | undefined) => s?.trim() || null;

/**
 * Upserts the place: a new entry (the user's default when it is their first), or the existing one
 * with the order's recipient and a later "last used" time. Replaying an event changes nothing more.
 */
export async function rememberAddress(db: AccountDb, input: RememberInput): Promise<void> {
  const { buyer, address } = input;
  // Checkout validated the address; an entry that could not be saved by hand is not kept either.
  if (!address.street.trim() || !address.city.trim() || !isValidPostalCode(address.postalCode))
    return;
  const contact = {
    first_name: buyer.firstName.trim() || '-',
    last_name: buyer.lastName.trim() || '-',
    email: blankToNull(buyer.email),
    phone: blankToNull(buyer.phone),
    is_company: buyer.isCompany,
    company_name: buyer.isCompany ? blankToNull(buyer.companyName) : null,
    nip: buyer.isCompany ? blankToNull(buyer.nip) : null,
  };
  const { tenantId, userId } = input;
  await db
    .insertInto('account.addresses')
    .values({
      ...contact,
      tenant_id: tenantId,
      user_id: userId,
      street: address.street.trim(),
      postal_code: address.postalCode.trim(),
      city: address.city.trim(),
      country: address.country || 'PL',
      place_key: placeKey(address),
      last_used_at: input.usedAt,
      is_default: sql<boolean>`not exists (select 1 from account.addresses
        where tenant_id = ${tenantId} and user_id = ${userId} and is_default)`,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'place_key']).doUpdateSet((eb) => ({
        ...contact,
        // An older order replayed later (backfill) keeps the newer recipient and time.
        last_used_at: sql`greatest(account.addresses.last_used_at, ${eb.ref('excluded.last_used_at')})`,
      })),
    )
    .execute();
}

/** The user's entries for a delivery form, with the user's own e-mail and phone where one lacks them. */
export async function savedAddresses(
  db: AccountDb,
  identity: IdentityModuleApi | null,
  tenantId: number,
  userId: number,
  limit: number,
): Promise<DeliveryAddress[]> {
  const rows = await db
    .selectFrom('account.addresses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const needUser = rows.some((r) => !r.email || !r.phone);
  const user = needUser && identity ? await identity.getUser(tenantId, userId) : null;
  return rows.map((r) => ({
    addressId: r.id,
    isDefault: r.is_default,
    buyer: {
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email ?? user?.email ?? '',
      phone: r.phone ?? user?.phone ?? '',
      isCompany: r.is_company,
      companyName: r.company_name,
      nip: r.nip,
    },
    address: { street: r.street, postalCode: r.postal_code, city: r.city, country: r.country },
    usedAt: new Date(r.last_used_at ?? r.created_at).toISOString(),
  }));
}

/** Orders (placed now, or replayed in a backfill) with a signed-in buyer and a delivery address. */
export function subscribeRememberedAddresses(ctx: ModuleContext) {
  const remember = async (e: { payload: OrderPlacedEvent }) => {
    const o = e.payload.order;
    if (o.kind !== 'ORDER' || o.buyerUserId == null || !o.deliveryAddress) return;
    await rememberAddress(ctx.db, {
      tenantId: o.tenantId,
      userId: o.buyerUserId,
      buyer: o.buyer,
      address: o.deliveryAddress,
      usedAt: new Date(o.createdAt),
    });
  };
  ctx.events.subscribe<OrderPlacedEvent>('account.addresses', ORDER_PLACED, remember);
  ctx.events.subscribe<OrderPlacedEvent>('account.addresses', ORDER_SNAPSHOT, remember);
}
