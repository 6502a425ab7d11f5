/** A widget of another team, loaded at runtime; a failure costs only this spot on the page. */
import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '@armatura/shared-libs/i18n';
import { Button } from './Button';
import { ErrorBoundary } from './ErrorBoundary';
import { Spinner } from './Progress';
import { useHydrated } from './hydration';
import { $remoteLoader, loadRemote, loadedRemote } from './remote';
import { SERVER_WIDGET_ATTRIBUTE, serverWidgetHtml } from './server-widgets';

export interface RemoteWidgetProps<P extends object = Record<string, unknown>> {
  /** 'remoteName/ExposedName', e.g. 'mf_cart_checkout/AddToCart'. */
  id: string;
  props?: P;
  /** Shown while loading (default: a small spinner). */
  fallback?: ReactNode;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<object> }
  | { status: 'error' };

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="arm-remote-error">
      <span>{t('remote.failed')}</span>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {t('remote.retry')}
      </Button>
    </div>
  );
}

export function RemoteWidget<P extends object>({ id, props, fallback }: RemoteWidgetProps<P>) {
  const loader = useStore($remoteLoader);
  const [attempt, setAttempt] = useState(0);
  // A server-rendered page has the fallback in its HTML: hydrating, the first render is that too.
  const hydrated = useHydrated();
  const [state, setState] = useState<LoadState>(() => {
    const module = hydrated ? loadedRemote(id) : undefined;
    return module ? { status: 'ready', Component: module.default } : { status: 'loading' };
  });

  useEffect(() => {
    if (!loader) return undefined;
    // The widget takes the place of its server HTML (or spinner) as a transition: React renders it
    // in slices and keeps what is shown meanwhile, instead of one task that blocks the page right
    // after it hydrated (issue 16: blocking time).
    const show = (Component: ComponentType<object>) =>
      startTransition(() => setState({ status: 'ready', Component }));
    const ready = attempt === 0 ? loadedRemote(id) : undefined;
    if (ready) {
      show(ready.default);
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemote(id, attempt).then(
      (module) => active && show(module.default),
      (error: unknown) => {
        if (!active) return;
        console.error(`Remote widget ${id} failed to load`, error);
        setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, loader, attempt]);

  // The widget as the server rendered it into the page, if it did: shown until the widget renders.
  const [serverHtml] = useState(() => serverWidgetHtml(id));

  const retry = () => setAttempt((n) => n + 1);
  // Until the widget renders, its server HTML stands; if its code fails to load, it still does
  // (the content is right, its links work as plain links) rather than a failure notice.
  if (state.status !== 'ready' && serverHtml !== undefined)
    return (
      <div
        {...{ [SERVER_WIDGET_ATTRIBUTE]: id }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  if (state.status === 'error') return <RemoteFailure onRetry={retry} />;
  if (state.status === 'loading') return <>{fallback ?? <Spinner size="small" />}</>;
  const { Component } = state;
  return (
    <ErrorBoundary
      fallback={(_, reset) => (
        <RemoteFailure
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Component {...(props ?? {})} />
    </ErrorBoundary>
  );
}
