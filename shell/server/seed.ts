// Demo data of the identity domain. DEMO ONLY: every demo user's password is 123qwe.
import { hashPassword, type ModuleContext } from '@armatura/shared-libs/server';
import { guestPermissions, rolePresets } from './permissions.js';
import type { ShellDb } from './db/tables.js';

export const DEMO_PASSWORD = '123qwe';

interface DemoUser {
  userName: string;
  name: string;
  surname: string;
  email: string;
  roles: string[];
  type: string;
  isB2B?: boolean;
  contractorId?: number;
  organizationUnitId?: number;
  phone?: string;
}

const demoUsers: DemoUser[] = [
  {
    userName: 'admin',
    name: 'Administrator',
    surname: 'Sklepu',
    email: 'admin@armatura.pl',
    roles: ['Admin'],
    type: 'STAFF',
  },
  {
    userName: 'b2b',
    name: 'Jan',
    surname: 'Kowalski',
    email: 'jan.kowalski@instalbud.pl',
    roles: ['CustomerB2B'],
    type: 'B2B',
    isB2B: true,
    contractorId: 1001,
    organizationUnitId: 1,
    phone: '+48 601 200 300',
  },
  {
    userName: 'b2b2',
    name: 'Jan',
    surname: 'Kowalski (Łazienki Premium)',
    email: 'jan.kowalski@lazienki-premium.pl',
    roles: ['CustomerB2B'],
    type: 'B2B',
    isB2B: true,
    contractorId: 1002,
    organizationUnitId: 2,
  },
  {
    userName: 'b2c',
    name: 'Anna',
    surname: 'Nowak',
    email: 'anna.nowak@example.pl',
    roles: ['CustomerB2C'],
    type: 'B2C',
    phone: '+48 502 111 222',
  },
  {
    userName: 'konta',
    name: 'Piotr',
    surname: 'Wiśniewski',
    email: 'konta@armatura.pl',
    roles: ['StaffUsers'],
    type: 'STAFF',
  },
  {
    userName: 'tresci',
    name: 'Katarzyna',
    surname: 'Wójcik',
    email: 'tresci@armatura.pl',
    roles: ['StaffContent'],
    type: 'STAFF',
  },
  {
    userName: 'sprzedaz',
    name: 'Tomasz',
    surname: 'Kamiński',
    email: 'sprzedaz@armatura.pl',
    roles: ['StaffCommerce'],
    type: 'STAFF',
  },
  {
    userName: 'zamowienia',
    name: 'Magdalena',
    surname: 'Lewandowska',
    email: 'zamowienia@armatura.pl',
    roles: ['StaffOrders'],
    type: 'STAFF',
  },
];

async function seedTenant(
  ctx: ModuleContext,
  tenancyName: string,
  name: string,
  users: DemoUser[],
) {
  const db: ShellDb = ctx.db;
  const tenant = await db
    .insertInto('shell.tenants')
    .values({ tenancy_name: tenancyName, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  await db
    .insertInto('shell.tenant_settings')
    .values([
      { tenant_id: tenantId, key: 'App.GuestCheckout', value: 'true' },
      { tenant_id: tenantId, key: 'App.AllowSelfRegistration', value: 'true' },
    ])
    .execute();
  await db
    .insertInto('shell.guest_permissions')
    .values(guestPermissions.map((permission) => ({ tenant_id: tenantId, permission })))
    .execute();
  const allPermissions = ctx.permissions.all().map((p) => p.name);
  const roleIds = new Map<string, number>();
  for (const preset of rolePresets) {
    const role = await db
      .insertInto('shell.roles')
      .values({
        tenant_id: tenantId,
        name: preset.name,
        display_name: preset.displayName,
        is_static: true,
        is_default: preset.isDefault ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(preset.name, role.id);
    const perms = preset.permissions === 'all' ? allPermissions : preset.permissions;
    await db
      .insertInto('shell.role_permissions')
      .values(perms.map((permission) => ({ role_id: role.id, permission })))
      .execute();
  }
  // One hash per user (own salt), computed in parallel: identical hashes would tell anyone who reads
  // the table that the passwords are the same.
  const passwordHashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  const userIds = new Map<string, number>();
  for (const [i, u] of users.entries()) {
    const row = await db
      .insertInto('shell.users')
      .values({
        tenant_id: tenantId,
        user_name: u.userName,
        email: u.email,
        name: u.name,
        surname: u.surname,
        phone: u.phone ?? null,
        password_hash: passwordHashes[i]!,
        type: u.type,
        is_b2b: u.isB2B ?? false,
        contractor_id: u.contractorId ?? null,
        organization_unit_id: u.organizationUnitId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(u.userName, row.id);
    await db
      .insertInto('shell.user_roles')
      .values(u.roles.map((r) => ({ user_id: row.id, role_id: roleIds.get(r)! })))
      .execute();
  }
  const validFrom = new Date();
  const validTo = new Date(validFrom.getTime() + 365 * 86_400_000);
  await db
    .insertInto('shell.licenses')
    .values({
      tenant_id: tenantId,
      license_key: `ARM-${tenancyName.toUpperCase()}-${validFrom.getFullYear()}`,
      valid_from: validFrom,
      valid_to: validTo,
      seats: 50,
    })
    .execute();
  return { tenantId, userIds };
}

export async function seedIdentity(ctx: ModuleContext) {
  const db: ShellDb = ctx.db;
  const main = await seedTenant(ctx, 'Default', 'Armatura', demoUsers);
  // The contractor's two company accounts are linked: Jan switches between them without signing in again.
  const b2b = main.userIds.get('b2b')!;
  const b2b2 = main.userIds.get('b2b2')!;
  await db
    .insertInto('shell.user_links')
    .values([
      { user_id: b2b, linked_user_id: b2b2 },
      { user_id: b2b2, linked_user_id: b2b },
    ])
    .execute();
  await db
    .updateTable('shell.users')
    .set({ is_multiple: true })
    .where('id', 'in', [b2b, b2b2])
    .execute();
  // A second tenant proves the tenant boundary in tests and demos.
  await seedTenant(ctx, 'Hurtownia', 'Hurtownia Wodna', [
    {
      userName: 'admin',
      name: 'Administrator',
      surname: 'Hurtowni',
      email: 'admin@hurtownia-wodna.pl',
      roles: ['Admin'],
      type: 'STAFF',
    },
  ]);
}
