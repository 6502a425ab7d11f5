import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '@armatura/shared-libs/i18n';
import { $routeTable, installSurfaces } from '../routing/route-table';
import { SAMPLE_SURFACES } from '../routing/testing';
import { visibleLinks } from './main-nav';

beforeAll(() => {
  installSurfaces(SAMPLE_SURFACES);
});

const hrefs = (signedIn: boolean, granted: string[]) =>
  visibleLinks($routeTable.get().menus.main, signedIn, new Set(granted)).map((l) => l.href);

describe('main menu entries by permission', () => {
  it('hides Kontrakty from anonymous visitors and from customers without the permission', () => {
    expect(hrefs(false, [])).toEqual(['/oferta', '/blog']);
    expect(hrefs(true, ['Pages.ShoppingCart'])).not.toContain('/kontrakty');
  });

  it('shows Kontrakty to a signed-in user holding the route permission', () => {
    expect(hrefs(true, ['Pages.Offer.Contracts'])).toContain('/kontrakty');
    // The permission alone is not enough while nobody is signed in (the route requires it).
    expect(hrefs(false, ['Pages.Offer.Contracts'])).not.toContain('/kontrakty');
  });

  it("labels the entries with the surface's texts", () => {
    expect(t($routeTable.get().menus.main[0]!.label)).toBe('Oferta');
  });
});
