/** `@armatura/shared-libs/routing`: the shared route store and navigation (the shell matches URLs). */
import { useStore } from '@nanostores/react';
import { $route, type RouteState } from './store';

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

export function useRoute(): RouteState | null {
  return useStore($route);
}
