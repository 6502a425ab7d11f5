// Page title per screen: '<screen title> - Armatura'; the home page and screens without a title
// get the product title 'Armatura platforma B2B - wyposażenie wnętrz PREMIUM' (storefront.md §1).
// The titles come with the routes: the shell's own (routes.ts) and each remote's surface, in
// Polish and English (registered as texts by route-table.ts). A remote may set a more specific
// title (e.g. the product name) after it renders.
import { PAGE_TITLE, TITLE_SUFFIX } from '@armatura/shared-libs/constants';
import { t, type AnyTextKey } from '@armatura/shared-libs/i18n';
import { $routeTable } from './route-table';

/** Text key of the screen's title: the first route showing that screen with a title. */
export function titleKeyOf(screen: string): AnyTextKey | undefined {
  return $routeTable.get().routes.find((r) => r.screen === screen && r.title)?.title;
}

export function titleForScreen(screen: string): string {
  const key = titleKeyOf(screen);
  return key ? `${t(key)}${TITLE_SUFFIX}` : PAGE_TITLE;
}

export function setTitleForScreen(screen: string): void {
  if (typeof document !== 'undefined') document.title = titleForScreen(screen);
}
