// A remote's React tree as the browser mounts it into #armatura-main (index.tsx) and as its server
// build renders it (server-render.tsx): one component, so a hydrating page sees the same tree.
// The kit by its package name, as every app imports it: Module Federation shares it by that name
// (a relative import would bundle a second copy of the kit and react-aria into each remote).
import type { ComponentType } from 'react';
import { UiProvider } from '@armatura/shared-libs/ui';

export function RemoteRoot({ App }: { App: ComponentType }) {
  return (
    <UiProvider>
      <App />
    </UiProvider>
  );
}
