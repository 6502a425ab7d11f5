// errorLoadRemote → a fallback module, so a remote that is down costs only its own screens.
// A manifest or script failure happens before React renders, so no error boundary sees it;
// the runtime hook is the one place that does (module-federation.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createSpaFallback } from './SpaFallback';
import { createWidgetFallback } from './WidgetFallback';
import { isRemoteName } from './remotes';
import { splitRemoteId } from './fallback-mark';

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'armatura-remote-fallback',
    async errorLoadRemote(args) {
      // Only the final stage of loadRemote takes a module. The earlier stages
      // (afterResolve = manifest JSON, beforeLoadShare = entry exports) expect other shapes:
      // there we let the error travel on, and it reaches us again as 'onLoad'.
      if (args.lifecycle !== 'onLoad') return undefined;
      const { remote, expose } = splitRemoteId(args.id);
      if (!isRemoteName(remote)) return undefined;
      console.error(`[shell] could not load ${args.id}`, args.error);
      return expose === 'spa'
        ? createSpaFallback(remote, args.id)
        : createWidgetFallback(remote, args.id);
    },
  };
}
