/** The tab wrappers, loaded on demand through ./Tabs.tsx (import that, not this file). */
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { racClass } from './utils';

export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={racClass('arm-tabs', className)} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={racClass('arm-tabs__list', className)} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={racClass('arm-tabs__tab', className)} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={racClass('arm-tabs__panel', className)} />;
}
