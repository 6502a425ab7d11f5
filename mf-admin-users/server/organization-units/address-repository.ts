// A company's addresses (users.organization_unit_addresses), kept in the order the form sent them;
// a save replaces the whole list.
import type {
  OrganizationAddress,
  OrganizationAddressInput,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

export async function unitAddresses(db: UsersDb, unitId: number): Promise<OrganizationAddress[]> {
  const rows = await db
    .selectFrom('users.organization_unit_addresses')
    .selectAll()
    .where('organization_unit_id', '=', unitId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    street: r.street,
    postalCode: r.postal_code,
    city: r.city,
    country: r.country,
    isDefault: r.is_default,
  }));
}

export async function replaceAddresses(
  db: UsersDb,
  tenantId: number,
  unitId: number,
  addresses: OrganizationAddressInput[],
) {
  await db
    .deleteFrom('users.organization_unit_addresses')
    .where('organization_unit_id', '=', unitId)
    .execute();
  if (addresses.length === 0) return;
  await db
    .insertInto('users.organization_unit_addresses')
    .values(
      addresses.map((a, i) => ({
        tenant_id: tenantId,
        organization_unit_id: unitId,
        label: a.label?.trim() || null,
        street: a.street.trim(),
        postal_code: a.postalCode,
        city: a.city.trim(),
        country: a.country ?? 'PL',
        is_default: a.isDefault ?? false,
        sort: i,
      })),
    )
    .execute();
}
