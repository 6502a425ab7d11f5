/** `@armatura/shared-libs/routing`: the shared route store, navigation and the matcher. */
import { useStore } from '@nanostores/react';
import { $route, type RouteState } from './store';

export { $route, buildHref, navigate, parseSearch, setRoute, type NavigateOptions, type RouteState } from './store';
export { compileRoute, createRouteMatcher, type CompiledRoute, type RouteDef, type RouteMatch, type RouteParams } from './match';
export { Link, shouldHandleClick, type LinkProps } from './Link';

export function useRoute(): RouteState | null {
  return useStore($route);
}
