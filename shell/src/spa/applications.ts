// One single-spa application per remote. The loading function is loadRemote('<name>/spa'),
// which never rejects: on failure the fallback plugin answers with fallback lifecycles.
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { $session } from '@armatura/shared-libs/session';
import { loadRemoteModule } from '../federation/runtime';
import { REMOTE_NAMES } from '../federation/remotes';
import { isActiveFor } from '../routing/access';
import { pageLoading } from '../pwa/page-loading';

/** The element every remote mounts into (remotes' domElementGetter looks it up by id). */
export const MAIN_ELEMENT_ID = 'armatura-main';

export function registerRemoteApplications(): void {
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      app: () => loadRemoteModule<LifeCycles>(`${name}/spa`),
      activeWhen: (location) => isActiveFor(name, location),
      customProps: { remoteName: name, mainElementId: MAIN_ELEMENT_ID },
    });
  }
  addErrorHandler((error) => {
    console.error(`[shell] single-spa application ${error.appOrParcelName} failed`, error);
    pageLoading.fail();
  });
}

/**
 * Starts routing. activeWhen depends on the session (the guard), so when the signed-in user or
 * the permissions change without a URL change, the applications are re-evaluated.
 */
export function startApplications(): void {
  start({ urlRerouteOnly: true });
  let lastConfig = $session.get().config;
  $session.subscribe((state) => {
    if (state.config === lastConfig) return;
    lastConfig = state.config;
    void triggerAppChange();
  });
}
