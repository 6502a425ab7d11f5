/** `<Tabs><TabList><Tab/></TabList><TabPanel/></Tabs>`, loaded on first use (./on-demand.ts). */
import { Suspense } from 'react';
import type { TabsProps } from 'react-aria-components';
import { onDemand } from './on-demand';

export const tabsParts = onDemand(() => import(/* webpackChunkName: "ui-tabs" */ './tabs-parts'));

export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<div className="arm-tabs" aria-busy="true" />}>
      <LoadedTabs {...props} />
    </Suspense>
  );
}

const LoadedTabs = tabsParts.part('Tabs');

// The parts below render only inside loaded Tabs: they never wait.
export const TabList = tabsParts.part('TabList');
export const Tab = tabsParts.part('Tab');
export const TabPanel = tabsParts.part('TabPanel');
