/** `@armatura/shared-libs/routing`: the shared route store and navigation (the shell matches URLs). */
import { useSyncExternalStore } from 'react';
import { $route, hydrationRoute, type RouteState } from './store';

export {
  $route,
  buildHref,
  navigate,
  parseSearch,
  setRoute,
  type NavigateOptions,
  type RouteState,
} from './store';
export { Link, shouldHandleClick, type LinkProps } from './Link';
export { useCanonicalLink, useDocumentHead } from './document-head';

const listenRoute = (changed: () => void) => $route.listen(() => changed());
const currentRoute = () => $route.get();

/**
 * The current route; while hydrating, the route the page's HTML was made for (store.ts
 * hydrationRoute): a server-rendered screen still hydrating when the visitor follows a link would
 * otherwise render the next page over the first one's HTML (a hydration error).
 */
export function useRoute(): RouteState | null {
  return useSyncExternalStore(listenRoute, currentRoute, hydrationRoute);
}
