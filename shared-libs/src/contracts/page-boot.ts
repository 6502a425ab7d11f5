// What the host writes into every page's HTML so the shell starts without two requests of its
// own (issue 16): the registry it would read from /registry.json and, for a visitor who is not
// signed in, the answer GET /AbpUserConfiguration/GetAll would give and those of the screen's
// first GETs. A JSON data block, not a
// script: the Content-Security-Policy allows no inline script, and a data block never runs.
// Written by deploy/src/page-start, read by shell/src/boot (type-only: no TypeBox here).
import type { UserConfiguration } from './identity-session';
import type { SizeClass } from '../constants';

/** The id of the <script type="application/json"> element that carries PageBootData. */
export const PAGE_BOOT_ELEMENT_ID = 'armatura-boot';

export type PageBootData = {
  /** /registry.json as the host would serve it for this request. */
  registry?: unknown;
  /**
   * GetAll for an anonymous visitor of the request's tenant and culture; absent when the request
   * carried a sign-in token (a signed-in session is always read by the shell itself).
   */
  session?: UserConfiguration;
  /**
   * With `session`: the answers (the envelope's `result`) of the GETs the page's screen makes
   * first (its route's `data` in the remote's surface), keyed by path and query exactly as the
   * shell's HTTP client writes the request (shared-libs/src/http/page-answers.ts).
   */
  answers?: Record<string, unknown>;
  /**
   * With `session`: the page's root holds the shell's layout rendered by the host from this
   * data (shell/src/server-render), for a viewport of `sizeClass` (guessed from the device). The
   * shell hydrates it: its first render must read the same registry, session and size class.
   */
  shell?: { sizeClass: SizeClass };
};
