// Screen ids of mf_cart_checkout → component. The shell's route table names them
// 'checkout.cart', 'checkout.orderConfirmation', 'checkout.orderAccept', 'checkout.orderReject';
// the short ids of the checkout brief ('checkout.confirmation', 'checkout.accept', 'checkout.reject')
// map to the same screens. The shell never routes another team's screen here.
import { useEffect, type ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { useT } from '@armatura/shared-libs/i18n';
import { startCartSync } from './features/cart/cart-store';
import { CartScreen } from './screens/cart/CartScreen';
import { ConfirmationScreen } from './screens/confirmation/ConfirmationScreen';
import { AcceptScreen, RejectScreen } from './screens/decision/DecisionScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'checkout.cart': CartScreen,
  'checkout.orderConfirmation': ConfirmationScreen,
  'checkout.confirmation': ConfirmationScreen,
  'checkout.orderAccept': AcceptScreen,
  'checkout.accept': AcceptScreen,
  'checkout.orderReject': RejectScreen,
  'checkout.reject': RejectScreen,
};

export function App() {
  // The texts (features/texts.ts) are read at render: re-render in a new language and when its
  // texts arrive (English loads on demand; useT waits for them).
  useT();
  const route = useRoute();
  useEffect(() => startCartSync(), []);
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
