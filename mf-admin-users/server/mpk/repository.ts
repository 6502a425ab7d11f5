// Cost centres (MPK) of users.mpks: a company's (any buyer of the unit) and a user's own.
import type { Mpk } from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

/** Active MPKs of the tenant: of a unit, of a user (with their unit's), or all of them. */
export async function listMpks(
  db: UsersDb,
  tenantId: number,
  where: { userId?: number; organizationUnitId?: number | null },
): Promise<Mpk[]> {
  let q = db
    .selectFrom('users.mpks')
    .select(['id', 'code', 'name', 'organization_unit_id', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', true);
  const { userId, organizationUnitId } = where;
  if (userId !== undefined)
    q = q.where((eb) =>
      organizationUnitId != null
        ? eb.or([eb('user_id', '=', userId), eb('organization_unit_id', '=', organizationUnitId)])
        : eb('user_id', '=', userId),
    );
  else if (organizationUnitId != null) q = q.where('organization_unit_id', '=', organizationUnitId);
  const rows = await q.orderBy('code').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    organizationUnitId: r.organization_unit_id,
    userId: r.user_id,
  }));
}

/** A new own MPK of a user; null when the code is taken in the tenant (inactive ones too). */
export async function insertUserMpk(
  db: UsersDb,
  tenantId: number,
  input: { userId: number; code: string; name: string },
): Promise<Mpk | null> {
  const row = await db
    .insertInto('users.mpks')
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      organization_unit_id: null,
      code: input.code.trim(),
      name: input.name.trim(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'code', 'name', 'organization_unit_id', 'user_id'])
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        code: row.code,
        name: row.name,
        organizationUnitId: row.organization_unit_id,
        userId: row.user_id,
      }
    : null;
}

/**
 * Retires an active MPK of the tenant (kept, inactive: orders booked to it still name it, and its
 * code stays taken). Answers whether there was one.
 */
export async function deactivateMpk(db: UsersDb, tenantId: number, id: number): Promise<boolean> {
  const res = await db
    .updateTable('users.mpks')
    .set({ is_active: false })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
