// Demo companies of tenant 1, saved through the same code as the screens: Instalbud (contractor
// 1001) with two groups, `b2b` in "Zaopatrzenie" and its manager; Łazienki Premium (contractor 1002)
// with `b2b2` in "Salon Poznań". The identity seed gave b2b and b2b2 the unit ids 1 and 2, which
// these companies get in a fresh database; their columns are written again here all the same.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { createGroup } from './groups.js';
import { identityOf } from './members.js';
import { replaceManagers } from './manager-repository.js';
import { saveUnit } from './units.js';

const COMPANIES = [
  {
    unit: {
      displayName: 'Instalbud Sp. z o.o.',
      nip: '8943012156',
      regon: '021254879',
      contractorId: 1001,
      email: 'biuro@instalbud.pl',
      phone: '+48 71 300 20 10',
      addresses: [
        { label: 'Siedziba', street: 'ul. Legnicka 48', postalCode: '54-202', city: 'Wrocław' },
        {
          label: 'Budowa Oleśnica',
          street: 'ul. Wojska Polskiego 12',
          postalCode: '56-400',
          city: 'Oleśnica',
        },
      ].map((a, i) => ({ ...a, isDefault: i === 0 })),
    },
    groups: ['Zaopatrzenie', 'Budowa Oleśnica'],
    member: 'b2b',
    manager: true,
  },
  {
    unit: {
      displayName: 'Łazienki Premium Sp. z o.o.',
      nip: '7792411187',
      regon: '301411256',
      contractorId: 1002,
      addresses: [
        {
          label: 'Siedziba',
          street: 'ul. Głogowska 120',
          postalCode: '60-243',
          city: 'Poznań',
          isDefault: true,
        },
      ],
    },
    groups: ['Salon Poznań'],
    member: 'b2b2',
    manager: false,
  },
];

export async function seedCompanies(
  ctx: ModuleContext,
  tenantId: number,
  users: Map<string, IdentityUser>,
) {
  if (users.size === 0) return; // identity runs elsewhere: no users to place
  const db: UsersDb = ctx.db;
  for (const c of COMPANIES) {
    const unit = await saveUnit(ctx, tenantId, c.unit);
    const groups = [];
    for (const name of c.groups)
      groups.push(await createGroup(ctx, tenantId, { organizationUnitId: unit.id, name }));
    const member = users.get(c.member);
    if (!member) continue;
    await identityOf(ctx).setUserOrganization(tenantId, [member.id], {
      organizationUnitId: unit.id,
      organizationGroupId: groups[0]!.id,
      contractorId: c.unit.contractorId,
    });
    if (c.manager) await replaceManagers(db, tenantId, unit.id, [member.id]);
  }
}
