// The /kokpit side menu: the remotes' entries (their surfaces), and 4 steps cycled by the toggle
// button (storefront.md §4, back-office.md §2): expanded → collapsed (narrow rail) → hidden → shown temporarily (overlay, closes after a
// choice or Escape, back to hidden) → expanded. Narrow screens (< 768 px) start hidden.
import { atom, computed } from 'nanostores';
import { $permissions } from '@armatura/shared-libs/permissions';
import { $config } from '@armatura/shared-libs/session';
import type { AnyTextKey } from '@armatura/shared-libs/i18n';
import { $sizeClass } from '@armatura/shared-libs/ui';
import { $routeTable } from '../routing/route-table';
import { visibleLinks, type NavLink } from './main-nav';

export const SIDE_MENU_STEPS = ['expanded', 'collapsed', 'hidden', 'temporary'] as const;
export type SideMenuStep = (typeof SIDE_MENU_STEPS)[number];

export function nextStep(step: SideMenuStep): SideMenuStep {
  return SIDE_MENU_STEPS[(SIDE_MENU_STEPS.indexOf(step) + 1) % SIDE_MENU_STEPS.length]!;
}

// The kit's size class (media queries) rather than window.innerWidth, which lays the page out
// inside the shell's start-up script. 'xs' is below BREAKPOINTS.mobile (768 px).
const initialStep = (): SideMenuStep => ($sizeClass.get() === 'xs' ? 'hidden' : 'expanded');

export const $sideMenuStep = atom<SideMenuStep>(initialStep());

export function cycleSideMenu(): void {
  $sideMenuStep.set(nextStep($sideMenuStep.get()));
}

/** After a choice in the temporary overlay (or Escape) the menu hides again. */
export function closeTemporaryMenu(): void {
  if ($sideMenuStep.get() === 'temporary') $sideMenuStep.set('hidden');
}

export type MenuSection = 'main' | 'accounts' | 'configuration';
export type KokpitMenuItem = { href: string; label: AnyTextKey; section: MenuSection };

/** The side menu's headings group the entries by where they lead (the shell's layout). */
export function sectionOf(href: string): MenuSection {
  if (href.startsWith('/kokpit/konta')) return 'accounts';
  if (href.startsWith('/kokpit/konfiguracja')) return 'configuration';
  return 'main';
}

export function kokpitMenu(links: readonly NavLink[]): KokpitMenuItem[] {
  return links.map(({ href, label }) => ({ href, label, section: sectionOf(href) }));
}

/**
 * The remotes' side-menu entries this user may open (their routes' sign-in and permission; a
 * permission counts only if in both lists: isGranted).
 */
export const $kokpitMenu = computed(
  [$routeTable, $config, $permissions],
  (table, config, granted) =>
    kokpitMenu(visibleLinks(table.menus.kokpit, config?.session?.userId != null, granted)),
);
