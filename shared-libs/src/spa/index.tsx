// single-spa lifecycles for a team's remote (its './spa' expose). Every remote renders into the
// shell's main area (#armatura-main) inside the UI kit's provider, behind an error boundary, and
// records a probe that lets a browser test prove one shared session store instance.
import React, { type ComponentType } from 'react';
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
    ReactDOMClient,
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
