// Reads the current session into the guard's input. Side-effect free, so activeWhen may call
// it for every application on every reroute.
import { $session, readUserCookie } from '@armatura/shared-libs/session';
import { isGranted } from '@armatura/shared-libs/permissions';
import { decideAccess, type AccessDecision } from './guard';
import { matchRoute, type RouteMatch } from './match';

const toId = (v: unknown): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);

export function accessFor(match: RouteMatch): AccessDecision {
  const { config, status } = $session.get();
  const sessionUserId = toId(config?.session.userId);
  // Until a configuration is loaded (or while it reloads) there is nothing to compare:
  // the same rule as checkSessionConsistency in the session store.
  const storedUserId = !config || status === 'loading' ? sessionUserId : toId(readUserCookie()?.id);
  return decideAccess({
    match,
    storedUserId,
    sessionUserId,
    isGranted: (p) => isGranted(p, config),
  });
}

/** activeWhen of a remote: it owns the current route and the guard allows it. */
export function isActiveFor(owner: string, location: Location | URL): boolean {
  const match = matchRoute(location.pathname, location.search);
  if (match.redirect || match.owner !== owner) return false;
  return accessFor(match).kind === 'allow';
}
