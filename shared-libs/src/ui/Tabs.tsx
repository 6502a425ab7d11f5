/** `<Tabs><TabList><Tab/></TabList><TabPanel/></Tabs>`, loaded on first use (./on-demand.ts). */
import { Suspense } from 'react';
import type { TabListProps, TabPanelProps, TabProps, TabsProps } from 'react-aria-components';
import { onDemand } from './on-demand';

export const tabsParts = onDemand(() => import(/* webpackChunkName: "ui-tabs" */ './tabs-parts'));

export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<div className="arm-tabs" aria-busy="true" />}>
      <LoadedTabs {...props} />
    </Suspense>
  );
}

function LoadedTabs(props: TabsProps) {
  const { Tabs: Part } = tabsParts.useModule();
  return <Part {...props} />;
}

// The parts below render only inside loaded Tabs: they never wait.
export function TabList<T extends object>(props: TabListProps<T>) {
  const { TabList: Part } = tabsParts.useModule();
  return <Part {...props} />;
}

export function Tab(props: TabProps) {
  const { Tab: Part } = tabsParts.useModule();
  return <Part {...props} />;
}

export function TabPanel(props: TabPanelProps) {
  const { TabPanel: Part } = tabsParts.useModule();
  return <Part {...props} />;
}
