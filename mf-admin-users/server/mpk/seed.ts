// Demo cost centres (tenant 1): three of Instalbud's (the `b2b` buyer's company) and one of `b2b`'s
// own, so the user edit screen and GetMPKs have something real to show.
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';

export async function seedMpks(db: UsersDb, tenantId: number, users: Map<string, IdentityUser>) {
  const buyer = users.get('b2b');
  const unitId = buyer?.organizationUnitId ?? null;
  const rows = [
    ...(unitId === null
      ? []
      : [
          { code: 'MPK-ZAO', name: 'Zaopatrzenie – magazyn centralny' },
          { code: 'MPK-OLE', name: 'Budowa Oleśnica' },
          { code: 'MPK-ADM', name: 'Administracja biura' },
        ].map((m) => ({ ...m, organization_unit_id: unitId, user_id: null }))),
    ...(buyer
      ? [
          {
            code: 'MPK-JK',
            name: 'Serwis – zlecenia własne',
            organization_unit_id: null,
            user_id: buyer.id,
          },
        ]
      : []),
  ];
  if (rows.length === 0) return;
  await db
    .insertInto('users.mpks')
    .values(rows.map((r) => ({ ...r, tenant_id: tenantId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
