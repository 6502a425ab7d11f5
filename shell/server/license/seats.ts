// A tenant's license: valid dates and a number of seats. A seat is held by a user from sign-in
// until License/GetRelaseLicense (sign-out) or until it has not been seen for a day.
import { sql, userError } from '@armatura/shared-libs/server';
import type { ShellDb } from '../db/tables.js';
import type { IdentityUser } from '@armatura/shared-libs/contracts';

export async function licenseOf(db: ShellDb, tenantId: number) {
  return db
    .selectFrom('shell.licenses')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export const daysLeft = (validTo: Date | string) =>
  Math.max(0, Math.ceil((new Date(validTo).getTime() + 86_400_000 - Date.now()) / 86_400_000));

export async function activeSeats(db: ShellDb, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('shell.license_seats')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('last_seen_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Staff always get in (someone must be able to renew); customers need a valid license and a free seat. */
export async function takeLicenseSeat(db: ShellDb, tenantId: number, user: IdentityUser) {
  const license = await licenseOf(db, tenantId);
  const isStaff = user.type === 'STAFF';
  if (!isStaff && (!license || daysLeft(license.valid_to) === 0))
    throw userError('Licencja sklepu wygasła. Skontaktuj się z administratorem.');
  const held = await db
    .selectFrom('shell.license_seats')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!held && !isStaff && license && (await activeSeats(db, tenantId)) >= license.seats) {
    throw userError('Wszystkie licencje sklepu są w użyciu. Spróbuj ponownie później.');
  }
  await sql`insert into shell.license_seats (tenant_id, user_id) values (${tenantId}, ${user.id})
    on conflict (tenant_id, user_id) do update set last_seen_at = now()`.execute(db);
}

export async function releaseSeat(db: ShellDb, tenantId: number, userId: number) {
  await db
    .deleteFrom('shell.license_seats')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
}
