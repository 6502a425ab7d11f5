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
