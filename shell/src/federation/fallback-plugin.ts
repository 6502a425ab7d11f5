// errorLoadRemote → a fallback module, so a remote that is down costs only its own screens.
// A manifest or script failure happens before React renders, so no error boundary sees it;
// the runtime hook is the one place that does (module-federation.md). A load that never ends
// gets the same fallback from runtime.ts (loadRemoteModule's time limit).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createSpaFallback } from './SpaFallback';
import { createWidgetFallback } from './WidgetFallback';
import { isRemoteName } from './remotes';
import { splitRemoteId } from './fallback-mark';

/** The fallback module for '<remote>/<expose>' (undefined for a remote the shell does not know). */
export function fallbackModuleFor(id: string, error: unknown): object | undefined {
  const { remote, expose } = splitRemoteId(id);
  if (!isRemoteName(remote)) return undefined;
  console.error(`[shell] could not load ${id}`, error);
  return expose === 'spa' ? createSpaFallback(remote, id) : createWidgetFallback(remote, id);
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'armatura-remote-fallback',
    async errorLoadRemote(args) {
      // Only the final stage of loadRemote takes a module. The earlier stages
      // (afterResolve = manifest JSON, beforeLoadShare = entry exports) expect other shapes:
      // there we let the error travel on, and it reaches us again as 'onLoad'.
      if (args.lifecycle !== 'onLoad') return undefined;
      return fallbackModuleFor(args.id, args.error);
    },
  };
}
