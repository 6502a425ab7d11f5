// Guest checkout per tenant: the commerce settings' "guest checkout" switch (Configuration/
// UpdateDefaultConfiguration) calls this through the identity module API, in its own transaction.
// On: anonymous visitors get the guest permissions (Pages.ShoppingCart); off: they lose them and are
// refused at /koszyk. The tenant setting App.GuestCheckout mirrors the switch.
import type { ShellDb } from '../db/tables.js';
import { guestPermissions } from '../permissions.js';

export async function setGuestCheckout(db: ShellDb, tenantId: number, enabled: boolean) {
  await db
    .insertInto('shell.tenant_settings')
    .values({ tenant_id: tenantId, key: 'App.GuestCheckout', value: String(enabled) })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doUpdateSet({ value: String(enabled) }))
    .execute();
  if (enabled) {
    await db
      .insertInto('shell.guest_permissions')
      .values(guestPermissions.map((permission) => ({ tenant_id: tenantId, permission })))
      .onConflict((oc) => oc.columns(['tenant_id', 'permission']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('shell.guest_permissions')
      .where('tenant_id', '=', tenantId)
      .where('permission', 'in', guestPermissions)
      .execute();
  }
}
