import { describe, expect, it } from 'vitest';
import { KOKPIT_MENU, nextStep, type SideMenuStep } from './side-menu';

describe('side menu', () => {
  it('cycles through its 4 steps', () => {
    const seen: SideMenuStep[] = ['expanded'];
    for (let i = 0; i < 4; i++) seen.push(nextStep(seen[seen.length - 1]!));
    expect(seen).toEqual(['expanded', 'collapsed', 'hidden', 'temporary', 'expanded']);
  });

  it('lists the /kokpit list screens, not the add/edit forms', () => {
    const hrefs = KOKPIT_MENU.map((i) => i.href);
    expect(hrefs).toContain('/kokpit/pulpit');
    expect(hrefs).toContain('/kokpit/zamowienia');
    expect(hrefs).toContain('/kokpit/konfiguracja/punkty-sprzedazy');
    expect(hrefs.some((h) => /dodaj|edytuj|:/.test(h))).toBe(false);
    expect(KOKPIT_MENU.find((i) => i.href === '/kokpit/konta/rola')).toMatchObject({
      permission: 'Pages.RoleManagement',
      section: 'accounts',
    });
    expect(KOKPIT_MENU.find((i) => i.href === '/kokpit/pulpit')?.permission).toBeUndefined();
  });
});
