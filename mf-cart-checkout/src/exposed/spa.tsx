// single-spa lifecycles of mf_cart_checkout, loaded by the shell as 'mf_cart_checkout/spa': the app renders into the
// shell's main area and shows the screen named by the shared $route.
import { createRemoteLifecycles } from '@armatura/shared-libs/spa';
import { App } from '../App';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(
  'mf_cart_checkout',
  App,
);
