// Runs once per navigation (single-spa:before-routing-event, which fires for the first route
// after start() and for every history change): redirects, publishes $route, sets the title,
// then the session check and the access check with their notices and delayed redirects.
import { atom } from 'nanostores';
import { $route, setRoute } from '@armatura/shared-libs/routing';
import { checkSessionConsistency } from '@armatura/shared-libs/session';
import { notify } from '@armatura/shared-libs/notices';
import { $locale, t } from '@armatura/shared-libs/i18n';
import { HOME_PATH } from '@armatura/shared-libs/constants';
import { ACCESS_NOTICES, LOGIN_PATH, NOTICE_REDIRECT_DELAY_MS, type AccessDecision } from './guard';
import { accessFor } from './access';
import { matchRoute, type RouteMatch } from './match';
import { setTitleForScreen } from './titles';

export type Navigation = { match: RouteMatch; access: AccessDecision };

/** The current navigation for the shell's own UI (outlet, layout, side menu). */
export const $navigation = atom<Navigation | null>(null);

let pendingRedirect: ReturnType<typeof setTimeout> | undefined;
let lastHref: string | null = null;
/** The screen and path the title was last set for. */
let lastTitled = '';
/** How many in-app pages this tab has shown; history.back() needs one to go back to. */
let pagesShown = 0;

function later(action: () => void): void {
  clearTimeout(pendingRedirect);
  pendingRedirect = setTimeout(action, NOTICE_REDIRECT_DELAY_MS);
}

function goToLogin(returnTo: string): void {
  const query = returnTo.startsWith(LOGIN_PATH) ? '' : `?returnUrl=${encodeURIComponent(returnTo)}`;
  window.history.pushState(null, '', `${LOGIN_PATH}${query}`);
}

function goBack(): void {
  if (pagesShown > 1) window.history.back();
  else window.history.replaceState(null, '', HOME_PATH);
}

function showNotice(access: AccessDecision): void {
  if (access.kind === 'allow') return;
  const n = ACCESS_NOTICES[access.kind];
  notify({ type: n.level, title: t(n.title), message: t(n.message) });
}

export function handleNavigation(location: Location = window.location): Navigation | null {
  const href = `${location.pathname}${location.search}`;
  const match = matchRoute(location.pathname, location.search);
  if (match.redirect) {
    // replaceState is patched by single-spa: it starts the next reroute, with the target.
    window.history.replaceState(window.history.state, '', `${match.redirect}${location.search}`);
    return null;
  }
  if (href === lastHref) {
    // Same page again (hash change, triggerAppChange after a session change): refresh the
    // decision for the shell's UI, but no second notice or timer.
    const navigation = { match, access: accessFor(match) };
    $navigation.set(navigation);
    return navigation;
  }
  lastHref = href;
  clearTimeout(pendingRedirect);
  pagesShown += 1;
  const { screen, owner, params, search, path } = match;
  setRoute({ screen, owner, params, search, path });
  // Only the query changed (a listing's filters or page): the screen keeps the title it set
  // (a category's name), as the HTML the host served it had.
  const titled = `${screen} ${location.pathname}`;
  if (titled !== lastTitled) setTitleForScreen(screen);
  lastTitled = titled;

  // Both before acting: checkSessionConsistency removes the cookies and reloads the session.
  let access = accessFor(match);
  const consistency = checkSessionConsistency();
  if (access.kind === 'sessionMismatch' || consistency === 'mismatch') {
    access = { kind: 'sessionMismatch' };
    showNotice(access);
    later(() => goToLogin(href));
  } else if (access.kind === 'loginRequired') {
    showNotice(access);
    later(() => goToLogin(href));
  } else if (access.kind === 'permissionMissing') {
    showNotice(access);
    later(goBack);
  }
  const navigation = { match, access };
  $navigation.set(navigation);
  return navigation;
}

export function watchNavigation(target: Window = window): void {
  target.addEventListener('single-spa:before-routing-event', () =>
    handleNavigation(target.location),
  );
  // The title follows a language change without a navigation.
  $locale.listen(() => {
    const screen = $route.get()?.screen;
    if (screen) setTitleForScreen(screen);
  });
}

/** Tests only. */
export function resetNavigationState(): void {
  clearTimeout(pendingRedirect);
  lastHref = null;
  lastTitled = '';
  pagesShown = 0;
  $navigation.set(null);
}
