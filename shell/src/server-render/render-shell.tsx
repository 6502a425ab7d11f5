/**
 * The shell's layout as HTML (issue 16): the host renders it into an anonymous visitor's page, so
 * the header, navigation and footer paint with the HTML instead of after the shell's JavaScript,
 * and the browser hydrates it (../bootstrap.tsx) rather than rendering it again. Built for Node by
 * rspack.config.ts into dist-server/render-shell.mjs; the host imports that file.
 *
 * The shell's stores are module state, one set per process: each render sets every store the
 * layout reads from its input, then renders synchronously, so two requests never share a value.
 * The browser's first render must read the same values (the page's start data: ./hydration.ts).
 */
import { renderToString } from 'react-dom/server';
import { setRoute, type RouteState } from '@armatura/shared-libs/routing';
import { applyAnonymousPage, type AnonymousPage } from '@armatura/shared-libs/spa/server-render';
import { ShellApp } from '../layout/ShellApp';
import { $pageLoading } from '../pwa/page-loading';
import { accessFor } from '../routing/access';
import { matchRoute } from '../routing/match';
import { $navigation } from '../routing/navigation';
import { installSurfaces } from '../routing/route-table';
import { embeddedSurfaces } from '../routing/surfaces';

export type ShellRenderInput = AnonymousPage & {
  /** The page's path and query ('?…' or ''). */
  path: string;
  search: string;
  /** The registry's remotes as the page's start data carries them (surfaces embedded). */
  remotes: Readonly<Record<string, unknown>>;
  /** HTML kept inside #armatura-main (the remote's area) until the remote's screen replaces it. */
  mainHtml: string;
  /** The remote whose screen `mainHtml` is, rendered by its own server build (it hydrates it). */
  mainFrom?: string;
};

/** The registry the route table was composed from (as JSON): composed again when it changes. */
let composedFrom = '';

/**
 * The page's route as the browser's shell will match it, with every store the layout reads set
 * from `input`; null when the route redirects or the visitor may not open it (the browser then
 * shows a notice and moves on: its own render). The host asks for it to render the route's screen.
 */
export function shellRoute(input: Omit<ShellRenderInput, 'mainHtml'>): RouteState | null {
  const registry = JSON.stringify(input.remotes);
  if (registry !== composedFrom) {
    installSurfaces(embeddedSurfaces(input.remotes));
    composedFrom = registry;
  }
  applyAnonymousPage(input);
  // The browser's start shows the page as loading until the remote's screen is there.
  $pageLoading.set('loading');
  const match = matchRoute(input.path, input.search);
  if (match.redirect) return null;
  const { screen, owner, params, search, path } = match;
  const access = accessFor(match);
  if (access.kind !== 'allow') return null;
  const route = { screen, owner, params, search, path };
  setRoute(route);
  $navigation.set({ match, access });
  return route;
}

/** The markup of the shell's root (#armatura-root's content); null where shellRoute is null. */
export function renderShell(input: ShellRenderInput): string | null {
  if (!shellRoute(input)) return null;
  return renderToString(<ShellApp mainHtml={input.mainHtml} mainFrom={input.mainFrom} />);
}
