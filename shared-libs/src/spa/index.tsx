// single-spa lifecycles for a team's remote (its './spa' expose). Every remote renders into the
// shell's main area (#armatura-main) inside the UI kit's provider, behind an error boundary, and
// records a probe that lets a browser test prove one shared session store instance.
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { sessionStoreInstanceId } from '@armatura/shared-libs/session';
import { RENDERED_BY_ATTRIBUTE } from '@armatura/shared-libs/constants';
import { ErrorState } from '@armatura/shared-libs/ui';
import { t, textsReady } from '@armatura/shared-libs/i18n';
import { RemoteRoot } from './remote-root';

declare global {
  interface Window {
    __ARMATURA_REMOTE_PROBES__?: Record<string, { sessionInstanceId: string }>;
  }
}

export const MAIN_ELEMENT_ID = 'armatura-main';

// React renders a root's first render in one piece: a screen's whole tree is one long task
// (≈ 0.8 s of a phone's main thread on the home page). Rendered as a transition, React yields to
// the browser every few milliseconds, so taps and paints are not blocked while a screen mounts.
// single-spa-react calls createRoot(element).render(tree), or hydrateRoot(element, tree): these
// roots do so inside a transition.
const transitionRoot = (root: ReactDOMClient.Root) => ({
  render: (tree: ReactNode) => startTransition(() => root.render(tree)),
  unmount: () => root.unmount(),
});
const transitionRoots = {
  createRoot: (element: Element) => transitionRoot(ReactDOMClient.createRoot(element)),
  hydrateRoot(element: Element, tree: ReactNode) {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(element, tree);
    });
    return transitionRoot(root!);
  },
} as unknown as typeof ReactDOMClient;

/**
 * 'hydrateRoot' when #armatura-main holds this remote's screen as its server build rendered it
 * (the host rendered the page: issue 16), once: the first mount keeps that HTML and only attaches
 * to it; any later mount renders anew.
 */
function renderTypeFor(remoteName: string) {
  return () => {
    const main = document.getElementById(MAIN_ELEMENT_ID);
    if (main?.getAttribute(RENDERED_BY_ATTRIBUTE) !== remoteName || !main.firstChild)
      return 'createRoot';
    main.removeAttribute(RENDERED_BY_ATTRIBUTE);
    return 'hydrateRoot';
  };
}

export function createRemoteLifecycles(remoteName: string, App: ComponentType) {
  const Root = () => <RemoteRoot App={App} />;

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    renderType: renderTypeFor(remoteName),
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
    // The page's language's texts first (an English page's load on demand: i18n/store.ts).
    mount: [probe, () => textsReady(), lifecycles.mount],
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
