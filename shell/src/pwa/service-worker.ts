// Registers /sw.js with scope '/' (storefront.md §1). Without support an error is raised and
// swallowed: the shop works the same, only offline fallback and asset caching are missing.
import { SERVICE_WORKER } from '@armatura/shared-libs/constants';

export async function registerServiceWorker(nav: Navigator = navigator): Promise<boolean> {
  try {
    if (!('serviceWorker' in nav))
      throw new Error('Service workers are not supported in this browser');
    await nav.serviceWorker.register(SERVICE_WORKER.path, { scope: SERVICE_WORKER.scope });
    return true;
  } catch (error) {
    console.info(
      '[shell] service worker not registered:',
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}
