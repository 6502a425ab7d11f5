// The route table and menus in use: until the surfaces are read, the shell's own routes with
// every remote's areas leading to the "unavailable" screen; after installSurfaces, the composed
// table. One store, read by the matcher, the titles and the three menus.
import { atom } from 'nanostores';
import { registerTexts } from '@armatura/shared-libs/i18n';
import { composeRoutes, type Composition, type Surfaces } from './compose';

export type RouteTable = Pick<Composition, 'routes' | 'menus'>;

const initial = composeRoutes({});
export const $routeTable = atom<RouteTable>({ routes: initial.routes, menus: initial.menus });

/** Composes the table from the remotes' surfaces, registers their texts and publishes it. */
export function installSurfaces(surfaces: Surfaces): Composition {
  const composition = composeRoutes(surfaces);
  for (const line of composition.rejected) console.error(`[shell] route surface rejected: ${line}`);
  for (const [namespace, texts] of Object.entries(composition.texts))
    registerTexts(namespace, texts);
  $routeTable.set({ routes: composition.routes, menus: composition.menus });
  return composition;
}
