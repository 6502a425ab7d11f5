// The /kokpit side menu: 4 steps cycled by the toggle button (storefront.md §4, back-office.md §2):
// expanded → collapsed (narrow rail) → hidden → shown temporarily (overlay, closes after a
// choice or Escape, back to hidden) → expanded. Narrow screens (< 768 px) start hidden.
import { atom, computed } from 'nanostores';
import { BREAKPOINTS } from '@armatura/shared-libs/constants';
import { $permissions } from '@armatura/shared-libs/permissions';
import { KOKPIT_ROUTE_LABELS, type AnyTextKey } from '@armatura/shared-libs/i18n';
import { routes } from '../routing/routes';

export const SIDE_MENU_STEPS = ['expanded', 'collapsed', 'hidden', 'temporary'] as const;
export type SideMenuStep = (typeof SIDE_MENU_STEPS)[number];

export function nextStep(step: SideMenuStep): SideMenuStep {
  return SIDE_MENU_STEPS[(SIDE_MENU_STEPS.indexOf(step) + 1) % SIDE_MENU_STEPS.length]!;
}

const initialStep = (): SideMenuStep =>
  typeof window !== 'undefined' && window.innerWidth < BREAKPOINTS.mobile ? 'hidden' : 'expanded';

export const $sideMenuStep = atom<SideMenuStep>(initialStep());

export function cycleSideMenu(): void {
  $sideMenuStep.set(nextStep($sideMenuStep.get()));
}

/** After a choice in the temporary overlay (or Escape) the menu hides again. */
export function closeTemporaryMenu(): void {
  if ($sideMenuStep.get() === 'temporary') $sideMenuStep.set('hidden');
}

export type MenuSection = 'main' | 'accounts' | 'configuration';
export type KokpitMenuItem = {
  href: string;
  label: AnyTextKey;
  permission?: string;
  section: MenuSection;
};

/** Every /kokpit list screen: no required params, no add/edit forms. */
export const KOKPIT_MENU: KokpitMenuItem[] = routes.flatMap((route) => {
  if (typeof route.path !== 'string' || !route.path.startsWith('/kokpit/')) return [];
  if (/\/(dodaj|edytuj)(\/|$)/.test(route.path) || /:\w+(?!\?)$|:\w+\//.test(route.path)) return [];
  const label = KOKPIT_ROUTE_LABELS[route.path];
  if (!label) return [];
  const href = route.path.replace(/\/:\w+\?$/, '');
  const section: MenuSection = href.startsWith('/kokpit/konta')
    ? 'accounts'
    : href.startsWith('/kokpit/konfiguracja')
      ? 'configuration'
      : 'main';
  return [{ href, label, section, ...(route.permission ? { permission: route.permission } : {}) }];
});

/** The items this user is granted (a permission counts only if in both lists: isGranted). */
export const $kokpitMenu = computed($permissions, (granted) =>
  KOKPIT_MENU.filter((item) => !item.permission || granted.has(item.permission)),
);
