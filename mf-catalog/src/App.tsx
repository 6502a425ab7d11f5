// Screen ids of mf_catalog (from the shell's route table) → component. Each screen reads its
// params from the shared $route; the shell never routes another team's screen here.
// Every screen is its own chunk, loaded when its route is shown: the listing's search-ui driver,
// the product page's form validation and the contracts' screens are not the home page's bytes.
// The chunk names are what the first-load budget (tests/first-load-budget.test.ts) looks up.
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';

type Screen = ComponentType<{ screen: string }>;

/** React.lazy of a named export. */
function screen(load: () => Promise<Record<string, Screen>>, name: string): Screen {
  return lazy(async () => ({ default: (await load())[name]! }));
}

export const SCREENS: Record<string, Screen> = {
  'catalog.home': screen(
    () => import(/* webpackChunkName: "screen-home" */ './screens/home/HomeScreen'),
    'HomeScreen',
  ),
  'catalog.listing': screen(
    () => import(/* webpackChunkName: "screen-listing" */ './screens/listing/ListingRoute'),
    'ListingRoute',
  ),
  'catalog.product': screen(
    () => import(/* webpackChunkName: "screen-product" */ './screens/product/ProductRoute'),
    'ProductRoute',
  ),
  'catalog.contracts': screen(
    () => import(/* webpackChunkName: "screen-contracts" */ './screens/contracts/ContractsScreen'),
    'ContractsScreen',
  ),
  'catalog.contractProducts': screen(
    () =>
      import(
        /* webpackChunkName: "screen-contract-products" */ './screens/contracts/ContractProductsRoute'
      ),
    'ContractProductsRoute',
  ),
  'catalog.favourites': screen(
    () =>
      import(/* webpackChunkName: "screen-favourites" */ './screens/favourites/FavouritesScreen'),
    'FavouritesScreen',
  ),
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  // No placeholder while a screen's chunk loads: each screen shows its own loading state as soon
  // as it renders, and an empty main area for one chunk's round trip shifts nothing.
  return (
    <Suspense fallback={null}>
      <Screen screen={route.screen} />
    </Suspense>
  );
}
