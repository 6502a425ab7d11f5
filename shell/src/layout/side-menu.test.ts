import { beforeAll, describe, expect, it } from 'vitest';
import { $routeTable, installSurfaces } from '../routing/route-table';
import { SAMPLE_SURFACES } from '../routing/testing';
import { visibleLinks } from './main-nav';
import { kokpitMenu, nextStep, type SideMenuStep } from './side-menu';

beforeAll(() => {
  installSurfaces(SAMPLE_SURFACES);
});

const menuFor = (granted: string[]) =>
  kokpitMenu(visibleLinks($routeTable.get().menus.kokpit, true, new Set(granted)));

describe('side menu', () => {
  it('cycles through its 4 steps', () => {
    const seen: SideMenuStep[] = ['expanded'];
    for (let i = 0; i < 4; i++) seen.push(nextStep(seen[seen.length - 1]!));
    expect(seen).toEqual(['expanded', 'collapsed', 'hidden', 'temporary', 'expanded']);
  });

  it("lists the remotes' entries in their order, each under its section, by the routes' permissions", () => {
    expect(menuFor([])).toEqual([
      { href: '/kokpit/pulpit', label: 'surface-mf_account_orders.menu.0', section: 'main' },
    ]);
    expect(menuFor(['Pages.UserManagement', 'Pages.Statistics', 'Pages.Order'])).toEqual([
      expect.objectContaining({ href: '/kokpit/pulpit', section: 'main' }),
      expect.objectContaining({ href: '/kokpit/konta/uzytkownik', section: 'accounts' }),
      expect.objectContaining({
        href: '/kokpit/konfiguracja/statystyki',
        section: 'configuration',
      }),
      expect.objectContaining({ href: '/kokpit/zamowienia', section: 'main' }),
    ]);
  });
});
