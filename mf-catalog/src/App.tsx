// Screen ids of mf_catalog (from the shell's route table) → component. Each screen reads its
// params from the shared $route; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { ContractProductsRoute } from './screens/contracts/ContractProductsRoute';
import { ContractsScreen } from './screens/contracts/ContractsScreen';
import { FavouritesScreen } from './screens/favourites/FavouritesScreen';
import { HomeScreen } from './screens/home/HomeScreen';
import { ListingRoute } from './screens/listing/ListingRoute';
import { ProductRoute } from './screens/product/ProductRoute';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'catalog.home': HomeScreen,
  'catalog.listing': ListingRoute,
  'catalog.product': ProductRoute,
  'catalog.contracts': ContractsScreen,
  'catalog.contractProducts': ContractProductsRoute,
  'catalog.favourites': FavouritesScreen,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
