// single-spa lifecycles of mf_account_orders, loaded by the shell as 'mf_account_orders/spa': the app renders into the
// shell's main area and shows the screen named by the shared $route.
import { createRemoteLifecycles } from '@armatura/shared-libs/spa';
import { App } from '../App';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(
  'mf_account_orders',
  App,
);
