// Page title per screen: '<screen title> - Armatura'; the home page and unknown screens get the
// product title 'Armatura platforma B2B - wyposażenie wnętrz PREMIUM' (storefront.md §1).
// A remote may set a more specific title (e.g. the product name) after it renders.
import { PAGE_TITLE, TITLE_SUFFIX } from '@armatura/shared-libs/constants';
import { KOKPIT_ROUTE_LABELS, t, type AnyTextKey } from '@armatura/shared-libs/i18n';
import { routes } from './routes';

const STOREFRONT_TITLES: Record<string, AnyTextKey> = {
  'shell.login': 'login.title',
  'shell.forgotPassword': 'forgotPassword.title',
  'shell.notFound': 'notFound.title',
  'catalog.listing': 'header.offer',
  'catalog.product': 'header.offer',
  'catalog.contracts': 'header.contracts',
  'catalog.contractProducts': 'header.contracts',
  'catalog.favourites': 'header.favorites',
  'checkout.cart': 'header.cart',
  'content.blogList': 'header.blog',
  'content.blogPost': 'header.blog',
  'content.contactForm': 'header.contact',
};

/** Screen id → text key of its title, built from the route table and the menu labels. */
export const SCREEN_TITLES: Record<string, AnyTextKey> = (() => {
  const titles: Record<string, AnyTextKey> = { ...STOREFRONT_TITLES };
  for (const route of routes) {
    if (typeof route.path !== 'string') continue;
    const key = KOKPIT_ROUTE_LABELS[route.path];
    if (key && !titles[route.screen]) titles[route.screen] = key;
  }
  return titles;
})();

export function titleForScreen(screen: string): string {
  const key = SCREEN_TITLES[screen];
  return key ? `${t(key)}${TITLE_SUFFIX}` : PAGE_TITLE;
}

export function setTitleForScreen(screen: string): void {
  if (typeof document !== 'undefined') document.title = titleForScreen(screen);
}
