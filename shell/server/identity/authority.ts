// The one rule about handing authority on: nobody grants what they do not hold.
// - assertMayGrant: a set of permissions may be given (to a role, to a user) only by someone who
//   holds every one of them. The users domain calls it through the identity module API before it
//   assigns roles or permissions.
// - assertMayActFor: impersonation is granting oneself the target's permissions, so it is the same
//   rule plus the impersonation permission, never an administrator, never across tenants (this shop
//   has no host side, so there is no "host admin" who may cross). Checked when the one-time token is
//   issued AND when it is redeemed, since either side's permissions may change in between.
import { AppError, forbidden, userError } from '@armatura/shared-libs/server';
import type { ShellDb } from '../db/tables.js';
import { IMPERSONATION_PERMISSION } from '../permissions.js';
import { findUser, grantedPermissions } from './repository.js';

/** The static role that holds every permission; its members are never impersonated. */
export const ADMIN_ROLE = 'Admin';

export interface Principal {
  tenantId: number;
  userId: number;
}

/** The permissions of `toGrant` the granter does not hold (sorted; empty = may grant). */
export function permissionsNotHeld(
  granter: ReadonlySet<string>,
  toGrant: Iterable<string>,
): string[] {
  return [...new Set(toGrant)].filter((p) => !granter.has(p)).sort();
}

/** Throws a 403 naming the missing permissions unless the granter holds every one of `toGrant`. */
export function assertMayGrant(
  granter: ReadonlySet<string>,
  toGrant: Iterable<string>,
  message = 'Nie możesz nadać uprawnień, których sam nie masz.',
): void {
  const missing = permissionsNotHeld(granter, toGrant);
  if (missing.length)
    throw new AppError(message, 403, `Brakujące uprawnienia: ${missing.join(', ')}`);
}

/** The granter's current permissions from the database (a 403 when they may not act at all). */
export async function permissionsOf(db: ShellDb, who: Principal): Promise<Set<string>> {
  const granted = await grantedPermissions(db, who.tenantId, who.userId);
  if (!granted) throw forbidden();
  return granted;
}

/** May `actor` act as `target` (impersonate them)? Resolves or throws 400/403 with a Polish message. */
export async function assertMayActFor(
  db: ShellDb,
  actor: Principal,
  target: Principal,
): Promise<void> {
  if (actor.tenantId !== target.tenantId)
    throw forbidden('Nie można działać jako użytkownik innego najemcy.');
  if (actor.userId === target.userId) throw userError('Nie można działać jako samego siebie.');
  const actorPermissions = await permissionsOf(db, actor);
  if (!actorPermissions.has(IMPERSONATION_PERMISSION)) throw forbidden();
  const user = await findUser(db, target.tenantId, target.userId);
  const targetPermissions = user?.isActive
    ? await grantedPermissions(db, target.tenantId, target.userId)
    : null;
  if (!user || !targetPermissions) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
  if (user.roles.includes(ADMIN_ROLE)) throw forbidden('Nie można działać jako administrator.');
  assertMayGrant(
    actorPermissions,
    targetPermissions,
    'Nie można działać jako użytkownik, który ma uprawnienia, których Ty nie masz.',
  );
}
