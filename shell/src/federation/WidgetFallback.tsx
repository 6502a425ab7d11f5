// Fallback module for a widget ('<remote>/<Widget>') that cannot be loaded: a small message and
// "Spróbuj ponownie", which re-registers the remote (force: true) and renders the real widget
// once it loads. (<RemoteWidget> normally shows its own failure state first: the shell's loader
// turns this module into a rejection; this component serves direct loadRemote users.)
import { useState, type ComponentType } from 'react';
import { RemoteFailure, type RemoteModule } from '@armatura/shared-libs/ui';
import { FALLBACK_MARK, isFallbackModule } from './fallback-mark';
import { loadRemoteModule, reRegisterRemote } from './runtime';
import type { RemoteName } from '../routing/routes';

export function createWidgetFallback(
  remote: RemoteName,
  id: string,
): RemoteModule & { [FALLBACK_MARK]: true } {
  function WidgetFallback(props: Record<string, unknown>) {
    const [Real, setReal] = useState<ComponentType<Record<string, unknown>> | null>(null);
    if (Real) return <Real {...props} />;
    return (
      <RemoteFailure
        onRetry={() => {
          if (!reRegisterRemote(remote)) return; // the page loads again
          void loadRemoteModule<RemoteModule>(id).then((mod) => {
            if (!isFallbackModule(mod)) setReal(() => mod.default);
          });
        }}
      />
    );
  }
  WidgetFallback.displayName = `WidgetFallback(${id})`;
  return { [FALLBACK_MARK]: true, default: WidgetFallback };
}
