// The shell's own routes: sign-in, the 404 screen, the redirects and the catch-alls. Every other
// route is a remote's, published in its src/public/routes.ts (its mf-manifest.json's
// `armatura.surface`) and composed with these at start (compose.ts; order: route-order.ts).
//
// Pattern syntax (see match.ts): literal segments, `:name` (one segment), `:name?` (optional
// last segment), a trailing `*` (the rest of the path, possibly empty); a remote's regex route
// arrives compiled as a RegExp (its one segment the syntax cannot split, e.g. "(slug-)digits").
import type { RemoteName } from '@armatura/shared-libs/constants';
import type { AnyTextKey } from '@armatura/shared-libs/i18n';

export type { RemoteName };
export type Owner = 'shell' | RemoteName;

export type RouteDef = {
  path: string | RegExp;
  screen: string;
  owner: Owner;
  requiresAuth: boolean;
  permission?: string;
  /** Fixed params merged into the match (e.g. which listing view). */
  params?: Record<string, string>;
  /** Where to go instead (history.replaceState). */
  redirect?: string;
  /** A failing check shows the 404 screen (storefront.md §2). */
  isValid?: (params: Record<string, string>) => boolean;
  /** Text key of the page title ('<title> - Armatura'); none gives the shop's title. */
  title?: AnyTextKey;
};

export const NOT_FOUND_SCREEN = 'shell.notFound';
/** The shell's screen for the paths of a remote whose surface could not be read (compose.ts). */
export const REMOTE_UNAVAILABLE_SCREEN = 'shell.remoteUnavailable';

const shell = (path: string, screen: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  screen,
  owner: 'shell',
  requiresAuth: false,
  ...extra,
});

export const SHELL_ROUTES: readonly RouteDef[] = [
  shell('/', 'shell.redirect', { redirect: '/strona-glowna' }),
  shell('/user/login', 'shell.login', { title: 'login.title' }),
  shell('/user/admin', 'shell.login', { title: 'login.title' }),
  shell('/user/forgot-password', 'shell.forgotPassword', { title: 'forgotPassword.title' }),
  shell('/error', NOT_FOUND_SCREEN, { title: 'notFound.title' }),
  shell('/kokpit', 'shell.redirect', { requiresAuth: true, redirect: '/kokpit/pulpit' }),
  // Catch-alls, always after every remote's route. Static pages are one segment only (anything
  // deeper is unknown) and mf_admin_content's: a catch-all decides the order of everything else,
  // so it is the shell's to declare, not a remote's (its paths are every remote's paths).
  {
    path: '/:staticSlug',
    screen: 'content.staticPage',
    owner: 'mf_admin_content',
    requiresAuth: false,
  },
  shell('*', NOT_FOUND_SCREEN, { title: 'notFound.title' }),
];

/** Paths under which no remote may declare a route: the shell's own screens. */
export const SHELL_PREFIXES: readonly string[] = ['/user', '/error'];
