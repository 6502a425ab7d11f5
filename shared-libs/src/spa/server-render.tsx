// What the shell's and the remotes' Node builds share when the host renders a page (issue 16):
// the stores an anonymous visitor's page starts from, and one way to render a tree whole.
// Never imported by a browser build: it would be of no use there (react-dom/static).
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { SizeClass } from '@armatura/shared-libs/constants';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import { setLocale } from '@armatura/shared-libs/i18n';
import { $culture, $currency, $session } from '@armatura/shared-libs/session';
import {
  $sizeClass,
  preloadEveryPart,
  setServerWidgets,
  UiProvider,
} from '@armatura/shared-libs/ui';
import { installPageAnswers, resetEveryResource } from '@armatura/shared-libs/http';
import { setRoute, type RouteState } from '@armatura/shared-libs/routing';
import { RemoteRoot } from './remote-root';

export type AnonymousPage = {
  /** An anonymous visitor's GetAll, as the page's start data carries it. */
  session: UserConfiguration;
  /** The currency cookie, if any. */
  currency: string | null;
  /** The viewport class assumed for this visitor (the page's start data says which). */
  sizeClass: SizeClass;
};

/**
 * Sets the stores every app reads as the browser sets them from the page's start data: the
 * session (no user), the culture and its texts, the currency and the size class.
 */
export function applyAnonymousPage(page: AnonymousPage): void {
  $session.set({ status: 'ready', config: page.session, user: null, token: null, error: null });
  const culture = page.session.localization?.currentCulture?.name ?? $culture.get();
  $culture.set(culture);
  setLocale(culture);
  $currency.set(page.currency ?? (page.session.currency as string | undefined) ?? null);
  $sizeClass.set(page.sizeClass);
}

/** The longest a screen's render may take before the page is sent without it. */
export const SCREEN_RENDER_TIMEOUT_MS = 2_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `run` after every earlier one has ended: a page's render, or the asking of its screen's
 * answers, sets module state (the stores) that the next page's must not see half-way.
 */
export function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * Renders a tree whole, lazy screens and Suspense included (react-dom/static's prerender waits
 * for them), as a browser's hydrateRoot expects it. Renders run one at a time (oneAtATime): the
 * stores are module state, set by `prepare` for each page, and a render that awaits a lazy chunk
 * must not see the next page's values. Rejects when the render errs or outlasts `timeoutMs`.
 */
export function renderWhole(
  prepare: () => ReactNode,
  timeoutMs = SCREEN_RENDER_TIMEOUT_MS,
): Promise<string> {
  return oneAtATime(async () => {
    // The kit's parts loaded on first use render in place (ui/on-demand.ts preloadEveryPart).
    await preloadEveryPart();
    const tree = prepare();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('the render took too long')), timeoutMs);
    let failure: unknown;
    try {
      const { prelude } = await prerender(tree, {
        signal: abort.signal,
        // Never write a Suspense boundary out of its place: React does so past this many bytes of a
        // page, to stream, with an inline script to move it that the page's CSP does not run.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          failure ??= error;
        },
      });
      const html = await new Response(prelude).text();
      // A part that threw renders as its client fallback: the page would hydrate to a different
      // tree, so the whole render counts as failed.
      if (failure !== undefined || abort.signal.aborted) throw failure ?? abort.signal.reason;
      return html;
    } finally {
      clearTimeout(timer);
    }
  });
}

export type WidgetRenderInput = AnonymousPage & {
  /** The answers the page carries (page-boot.ts `answers`): the screen's and its widgets' GETs. */
  answers: Record<string, unknown>;
};

export type ScreenRenderInput = WidgetRenderInput & {
  /** The page's route, as the shell matched it (its shellRoute). */
  route: RouteState;
  /** Other teams' widgets the host rendered for this screen (id → HTML; ui/server-widgets.ts). */
  widgets?: Record<string, string>;
};

/**
 * A remote's screen for the page's route, as the remote's lifecycles will hydrate it (RemoteRoot
 * inside #armatura-main), from the same state the browser starts with: the anonymous page, the
 * route, and the answers its HTML carries (the screen takes them as the browser does); no data
 * of an earlier page (every resource reset). The host renders it only when every GET the route
 * declares was answered, so every store the screen shows is primed with this page's answer.
 */
export function renderRemoteScreen(
  App: ComponentType,
  input: ScreenRenderInput,
  /** Clears the remote's own page state that is not a resource (the listing's search). */
  reset?: () => void,
): Promise<string> {
  return renderWhole(() => {
    startScreenPage(input, reset);
    setServerWidgets(input.widgets ?? {});
    return <RemoteRoot App={App} />;
  });
}

/**
 * A screen's page, from no data: the anonymous page's stores, its route, every resource reset (and
 * the remote's own page state: `reset`), and the answers the page carries.
 */
function startScreenPage(
  input: AnonymousPage & { route: RouteState; answers: Record<string, unknown> },
  reset?: () => void,
): void {
  applyAnonymousPage(input);
  setRoute(input.route);
  resetEveryResource();
  reset?.();
  installPageAnswers(input.answers);
}

export type ScreenAnswersInput = AnonymousPage & {
  route: RouteState;
  /** The answers the page carries so far (its route's `data`). */
  answers: Record<string, unknown>;
  /** Sends a POST through the host, as the visitor's browser would; its JSON, or undefined. */
  ask: (url: string, body: unknown) => Promise<unknown>;
};

/**
 * The answers a screen asks for first that its route cannot declare as `data` (a POST whose body
 * the screen builds from the address: the listing's search), asked by the remote's own code from
 * the page's state, one page at a time, so the page carries them and its render takes them.
 */
export function askScreenAnswers(
  input: ScreenAnswersInput,
  ask: () => Promise<Record<string, unknown>>,
  reset?: () => void,
): Promise<Record<string, unknown>> {
  return oneAtATime(async () => {
    startScreenPage(input, reset);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the answers took too long')),
        SCREEN_RENDER_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([ask(), late]);
    } finally {
      clearTimeout(timer);
      reset?.();
    }
  });
}

/**
 * A remote's widget for another team's server-rendered screen (its props are the widget's
 * defaults: a page's HTML carries no callbacks), from the answers the page carries.
 */
export function renderRemoteWidget(
  Widget: ComponentType,
  input: WidgetRenderInput,
): Promise<string> {
  return renderWhole(() => {
    applyAnonymousPage(input);
    installPageAnswers(input.answers);
    setServerWidgets({});
    return (
      <UiProvider>
        <Widget />
      </UiProvider>
    );
  });
}
