import { describe, expect, it } from 'vitest';
import { MAIN_NAV_LINKS, visibleLinks } from './main-nav';

const hrefs = (signedIn: boolean, granted: string[]) =>
  visibleLinks(MAIN_NAV_LINKS, signedIn, new Set(granted)).map((l) => l.href);

describe('main menu entries by permission', () => {
  it('hides Kontrakty from anonymous visitors and from customers without the permission', () => {
    expect(hrefs(false, [])).not.toContain('/kontrakty');
    expect(hrefs(true, ['Pages.ShoppingCart'])).not.toContain('/kontrakty');
    // Everything public stays.
    expect(hrefs(false, [])).toEqual(
      MAIN_NAV_LINKS.map((l) => l.href).filter((h) => h !== '/kontrakty'),
    );
  });

  it('shows Kontrakty to a signed-in user holding the route permission', () => {
    expect(hrefs(true, ['Pages.Offer.Contracts'])).toContain('/kontrakty');
    // The permission alone is not enough while nobody is signed in (the route requires it).
    expect(hrefs(false, ['Pages.Offer.Contracts'])).not.toContain('/kontrakty');
  });
});
