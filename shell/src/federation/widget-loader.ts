// The loader behind <RemoteWidget id="mf_x/Name"/> (shared-libs/ui): the host's Module
// Federation instance. A fallback module becomes a rejection so RemoteWidget shows its own
// failure state; its "Spróbuj ponownie" calls us again with attempt > 0, and then the remote is
// re-registered with force: true so the manifest and entry are fetched afresh.
import { textsReady } from '@armatura/shared-libs/i18n';
import type { RemoteLoader, RemoteModule } from '@armatura/shared-libs/ui';
import { isFallbackModule, splitRemoteId } from './fallback-mark';
import { isRemoteName } from './remotes';
import { loadRemoteModule, pageLoadPending, reRegisterRemote } from './runtime';

export const widgetLoader: RemoteLoader = async (id, { attempt }) => {
  const { remote } = splitRemoteId(id);
  if (!isRemoteName(remote)) throw new Error(`Unknown remote in widget id ${id}`);
  if (attempt > 0 && !reRegisterRemote(remote)) return pageLoadPending();
  const mod = await loadRemoteModule<RemoteModule>(id);
  if (isFallbackModule(mod)) throw new Error(`Widget ${id} is unavailable`);
  // Its texts in the page's language, when they load on demand (English), before it renders.
  await textsReady();
  return mod;
};
