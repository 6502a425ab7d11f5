// Fallback lifecycles for '<remote>/spa' when the remote cannot be loaded. single-spa keeps the
// lifecycles it got, so these stay registered: they show the Polish error with
// "Spróbuj ponownie"; a retry re-registers the remote (force: true), loads the real lifecycles
// and from then on delegates every mount/unmount to them.
import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import { Button, UiProvider } from '@armatura/shared-libs/ui';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { FALLBACK_MARK, isFallbackModule } from './fallback-mark';
import { loadRemoteModule, pageLoadPending, reRegisterRemote, remoteUrlOf } from './runtime';
import { isRefusedUrl } from './compatibility';
import { shellTexts } from '../texts';
import type { RemoteName } from '../routing/routes';

type Props = Record<string, unknown>;

async function run(
  fn: LifeCycleFn<Props> | LifeCycleFn<Props>[] | undefined,
  props: Props,
): Promise<void> {
  for (const f of Array.isArray(fn) ? fn : fn ? [fn] : []) await f(props as never);
}

/**
 * The remote's whole area (a screen of its own), so it is headed by the page's h1. Also the shell's
 * screen for a remote whose routes could not be read (screens/RemoteUnavailableScreen.tsx).
 */
export function FailurePanel({
  onRetry,
  remote,
}: {
  onRetry: () => Promise<void>;
  /** Says so when the remote was refused as incompatible (compatibility.ts), not just down. */
  remote?: RemoteName;
}) {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const refused = remote !== undefined && isRefusedUrl(remoteUrlOf(remote));
  const [busy, setBusy] = useState(false);
  return (
    <section
      role="alert"
      aria-labelledby="armatura-remote-failure-title"
      className="shell-remote-failure arm-state arm-state--error"
      data-testid="remote-failure"
    >
      <h1 id="armatura-remote-failure-title" className="arm-state__title">
        {refused ? st('remoteIncompatible') : t('remote.failed')}
      </h1>
      <Button
        variant="secondary"
        onPress={() => {
          if (busy) return;
          setBusy(true);
          void onRetry().finally(() => setBusy(false));
        }}
      >
        {busy ? t('common.loading') : t('remote.retry')}
      </Button>
    </section>
  );
}

/** Fetches the remote's lifecycles afresh (a fallback module again while it is still down). */
export type ReloadRemote = () => Promise<LifeCycles<Props>>;

const reloadFromRegistry =
  (remote: RemoteName, id: string): ReloadRemote =>
  async () => {
    if (!reRegisterRemote(remote)) return pageLoadPending();
    return loadRemoteModule<LifeCycles<Props>>(id);
  };

export function createSpaFallback(
  remote: RemoteName,
  id: string,
  reload: ReloadRemote = reloadFromRegistry(remote, id),
): LifeCycles<Props> & { [FALLBACK_MARK]: true } {
  let real: LifeCycles<Props> | null = null;
  let root: Root | null = null;
  let mounted = false;
  let lastProps: Props = {};

  const container = () => {
    const el = document.getElementById(String(lastProps.mainElementId ?? 'armatura-main'));
    if (!el) throw new Error('#armatura-main is missing');
    return el;
  };

  async function retry(): Promise<void> {
    const mod = await reload();
    if (isFallbackModule(mod)) return; // still down: the panel stays
    real = mod;
    await run(real.bootstrap, lastProps);
    if (!mounted) return; // the user left meanwhile; the next mount uses `real`
    root?.unmount();
    root = null;
    await run(real.mount, lastProps);
  }

  return {
    [FALLBACK_MARK]: true,
    bootstrap: async () => {},
    mount: async (props) => {
      lastProps = props;
      mounted = true;
      if (real) return run(real.mount, props);
      root = createRoot(container());
      root.render(
        <UiProvider>
          <FailurePanel onRetry={retry} remote={remote} />
        </UiProvider>,
      );
    },
    unmount: async (props) => {
      mounted = false;
      if (root) {
        root.unmount();
        root = null;
      } else if (real) {
        await run(real.unmount, props);
      }
    },
    update: async (props) => {
      lastProps = props;
      if (real && !root) await run(real.update, props);
    },
  };
}
