import { describe, expect, it } from 'vitest';
import { shopLinks, staffLinks } from './quick-links';

describe('dashboard shortcuts by permission', () => {
  it('gives a B2C customer their shop pages and no back-office lists', () => {
    const granted = new Set(['Pages.ShoppingCart', 'Pages.Order', 'Pages.Document']);
    expect(shopLinks(granted).map((l) => l.href)).toEqual([
      '/kokpit/zamowienia',
      '/kokpit/dokumenty',
      '/koszyk',
      '/ulubione',
      '/oferta',
    ]);
    expect(staffLinks(granted)).toEqual([]);
  });

  it("gives staff their domain's lists, named as in the side menu", () => {
    const granted = new Set(['Pages.UserManagement', 'Pages.RoleManagement']);
    expect(staffLinks(granted)).toEqual([
      { href: '/kokpit/konta/uzytkownik', labelKey: 'menu.users' },
      { href: '/kokpit/konta/rola', labelKey: 'menu.roles' },
    ]);
  });
});
