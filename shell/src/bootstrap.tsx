// Start-up of the shop, in order:
// 1. page-level watchers (chunk-load reload guard, online/offline, page loading, service worker,
//    <html lang> following the UI language),
// 2. the session from the page's start data, then the shell's React tree (header, footer,
//    #armatura-main) rendered as a transition beside the next step, or hydrated where the host
//    rendered it into the page (server-render/),
// 3. the registry (+ developer overrides), then the remotes' surfaces (routes, menus, titles:
//    routing/surfaces.ts), beside the session configuration; the route table is composed. The
//    host writes the registry and an anonymous visitor's configuration into the page
//    (page-boot.ts); /registry.json and GetAll are requested only when it did not,
// 4. Module Federation: remotes registered, retry + fallback plugins, the RemoteWidget loader,
// 5. single-spa: one application per remote, started only now that the session is known
//    (the guard in activeWhen needs it).
import '@armatura/shared-libs/ui/styles.css';
import './global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initSession, sessionStoreInstanceId } from '@armatura/shared-libs/session';
import { setRemoteLoader } from '@armatura/shared-libs/ui';
import { installPageAnswers } from '@armatura/shared-libs/http';
import { textsReady } from '@armatura/shared-libs/i18n';
import './texts';
import { loadRegistry } from './federation/registry';
import { readPageBoot } from './page-boot';
import { setupFederation } from './federation/runtime';
import { watchRegistry } from './federation/registry-refresh';
import { widgetLoader } from './federation/widget-loader';
import { ShellApp } from './layout/ShellApp';
import { watchDocumentLanguage } from './layout/document-language';
import { watchChunkErrors } from './pwa/chunk-reload';
import { watchNetwork } from './pwa/network';
import { pageLoading, watchPageLoading } from './pwa/page-loading';
import { registerServiceWorker } from './pwa/service-worker';
import { watchNavigation } from './routing/navigation';
import { installSurfaces } from './routing/route-table';
import { loadSurfaces } from './routing/surfaces';
import { registerRemoteApplications, startApplications } from './spa/applications';
import { prepareHydration } from './server-render/hydration';
import { yieldToBrowser } from './yield-to-browser';

declare global {
  interface Window {
    /** Browser tests compare these: one shared session store means one id everywhere. */
    __ARMATURA_REMOTE_PROBES__?: Record<string, { sessionInstanceId: string }>;
  }
}

export async function bootstrap(): Promise<void> {
  // The shell's chunks were just evaluated in this task: the rest starts in the next one.
  await yieldToBrowser();
  watchChunkErrors();
  watchNetwork();
  watchDocumentLanguage();
  watchPageLoading();
  pageLoading.start();
  void registerServiceWorker();
  window.__ARMATURA_REMOTE_PROBES__ = {
    ...window.__ARMATURA_REMOTE_PROBES__,
    shell: { sessionInstanceId: sessionStoreInstanceId },
  };

  const container = document.getElementById('armatura-root');
  if (!container) throw new Error('#armatura-root is missing from index.html');
  // The host writes the registry and an anonymous visitor's session into the page (page-boot.ts):
  // then neither is a request, and the session is applied at once.
  const fromPage = readPageBoot();
  const session = initSession(fromPage.session);
  // As a transition, React yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole first render (≈ 0.7 s of a phone's CPU), and the registry and the
  // remotes' surfaces load meanwhile. single-spa starts once #armatura-main is in the page.
  // Where the host rendered the layout (server-render/), it is hydrated, not rendered again.
  const rendered = await prepareHydration(fromPage, container);
  // An English page's texts load on demand (i18n/store.ts): hydrated in English, not Polish.
  await textsReady();
  const shellShown = new Promise<void>((shown) =>
    startTransition(() => {
      if (rendered !== null) hydrateRoot(container, <ShellApp onShown={shown} {...rendered} />);
      else createRoot(container).render(<ShellApp onShown={shown} />);
    }),
  );

  // The remotes' routes (their surfaces) are read as soon as the registry is known, beside the
  // session: the route table must be complete before single-spa matches the first URL.
  const registry = loadRegistry(fromPage.registry);
  const surfaces = registry.then(({ urls, registry: file }) => loadSurfaces(urls, file.remotes));
  const [{ urls }, config, read] = await Promise.all([registry, session, surfaces]);
  await yieldToBrowser();
  // The screen's first answers were made with that configuration: taken only if it was.
  if (fromPage.session && config === fromPage.session) installPageAnswers(fromPage.answers);
  installSurfaces(read);
  setupFederation(urls);
  setRemoteLoader(widgetLoader);
  watchNavigation();
  watchRegistry();
  await shellShown;
  await yieldToBrowser();
  registerRemoteApplications();
  startApplications();
}
