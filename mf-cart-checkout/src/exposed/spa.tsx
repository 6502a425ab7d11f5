// single-spa lifecycles of mf_cart_checkout, loaded by the shell as 'mf_cart_checkout/spa'. The app renders into
// #armatura-main (the shell's main area) and shows the screen named by the shared $route.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { sessionStoreInstanceId } from '@armatura/shared-libs/session';
import { ErrorState, UiProvider } from '@armatura/shared-libs/ui';
import { t } from '@armatura/shared-libs/i18n';
import { App } from '../App';

const REMOTE_NAME = 'mf_cart_checkout';

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
    const element = document.getElementById('armatura-main');
    if (!element) throw new Error(`${REMOTE_NAME}: #armatura-main is missing`);
    return element;
  },
  // A render error costs this remote's screen only; the header and the other teams stay.
  errorBoundary: (error) => <ErrorState title={t('common.error')} message={error.message} />,
});

/** Lets a browser test prove the shell and every remote share one session store instance. */
async function probe(): Promise<void> {
  window.__ARMATURA_REMOTE_PROBES__ = {
    ...window.__ARMATURA_REMOTE_PROBES__,
    [REMOTE_NAME]: { sessionInstanceId: sessionStoreInstanceId },
  };
}

declare global {
  interface Window {
    __ARMATURA_REMOTE_PROBES__?: Record<string, { sessionInstanceId: string }>;
  }
}

export const bootstrap = lifecycles.bootstrap;
export const mount = [probe, lifecycles.mount];
export const unmount = lifecycles.unmount;
export const update = lifecycles.update;
