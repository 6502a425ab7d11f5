/**
 * Whether the page's root holds the shell's layout as the host rendered it (render-shell.tsx),
 * and if so, the same state for the browser's first render: the route table from the page's
 * registry, the session the page carries (already applied by initSession), the size class the
 * host rendered for, and the current route. Then the shell hydrates that HTML instead of
 * rendering it again (../bootstrap.tsx).
 */
import type { PageBootData } from '@armatura/shared-libs/contracts';
import { RENDERED_BY_ATTRIBUTE } from '@armatura/shared-libs/constants';
import { $session } from '@armatura/shared-libs/session';
import { setServerSizeClass } from '@armatura/shared-libs/ui';
import { handleNavigation } from '../routing/navigation';
import { installSurfaces } from '../routing/route-table';
import { embeddedSurfaces } from '../routing/surfaces';
import { MAIN_ELEMENT_ID } from '../spa/applications';
import { yieldToBrowser } from '../yield-to-browser';

/** What the server rendered into #armatura-main (see ShellApp's `mainHtml` and `mainFrom`). */
export type RenderedMain = { mainHtml: string; mainFrom?: string };

/**
 * The HTML inside #armatura-main to keep (the page's readable content, or the screen the remote's
 * server build rendered, which the remote hydrates), or null when the shell
 * must render the page itself: no rendered layout, the page's session was not applied (the
 * cookies changed since the page was written: the layout may differ), or the route is not shown.
 */
export async function prepareHydration(
  fromPage: PageBootData,
  container: HTMLElement,
): Promise<RenderedMain | null> {
  const sizeClass = fromPage.shell?.sizeClass;
  const remotes = (fromPage.registry as { remotes?: Record<string, unknown> } | undefined)?.remotes;
  const main = container.querySelector(`#${MAIN_ELEMENT_ID}`);
  const sessionApplied = !!fromPage.session && $session.get().config === fromPage.session;
  if (!sizeClass || !remotes || !main || !sessionApplied) return null;
  installSurfaces(embeddedSurfaces(remotes));
  setServerSizeClass(sizeClass);
  // Composing the route table and matching the address were one task of ≈ 100 ms at 4× CPU on a
  // painted page (issue 16: blocking time): two, with the browser free in between.
  await yieldToBrowser();
  // A redirect, or a page the visitor may not open (a notice, then a move): the host rendered
  // nothing for those either (render-shell.tsx), so whatever is in the root is rendered anew.
  if (handleNavigation(window.location)?.access.kind !== 'allow') return null;
  return {
    mainHtml: main.innerHTML,
    mainFrom: main.getAttribute(RENDERED_BY_ATTRIBUTE) ?? undefined,
  };
}
