// single-spa lifecycles for a team's remote (its './spa' expose). Every remote renders into the
// shell's main area (#armatura-main) inside the UI kit's provider, behind an error boundary, and
// records a probe that lets a browser test prove one shared session store instance.
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { sessionStoreInstanceId } from '@armatura/shared-libs/session';
import { ErrorState, UiProvider } from '@armatura/shared-libs/ui';
import { t } from '@armatura/shared-libs/i18n';

declare global {
  interface Window {
    __ARMATURA_REMOTE_PROBES__?: Record<string, { sessionInstanceId: string }>;
  }
}

export const MAIN_ELEMENT_ID = 'armatura-main';

// React renders a root's first render in one piece: a screen's whole tree is one long task
// (≈ 0.8 s of a phone's main thread on the home page). Rendered as a transition, React yields to
// the browser every few milliseconds, so taps and paints are not blocked while a screen mounts.
// single-spa-react calls createRoot(element).render(tree): this root does so inside a transition.
const transitionRoots = {
  createRoot(element: Element) {
    const root = ReactDOMClient.createRoot(element);
    return {
      render: (tree: ReactNode) => startTransition(() => root.render(tree)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

export function createRemoteLifecycles(remoteName: string, App: ComponentType) {
  function Root() {
    return (
      <UiProvider>
        <App />
      </UiProvider>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    rootComponent: Root,
    domElementGetter: () => {
      const element = document.getElementById(MAIN_ELEMENT_ID);
      if (!element) throw new Error(`${remoteName}: #${MAIN_ELEMENT_ID} is missing`);
      return element;
    },
    // A render error costs this remote's screen only; the header and the other teams stay.
    errorBoundary: (error) => <ErrorState title={t('common.error')} message={error.message} />,
  });

  async function probe(): Promise<void> {
    window.__ARMATURA_REMOTE_PROBES__ = {
      ...window.__ARMATURA_REMOTE_PROBES__,
      [remoteName]: { sessionInstanceId: sessionStoreInstanceId },
    };
  }

  return {
    bootstrap: lifecycles.bootstrap,
    mount: [probe, lifecycles.mount],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
