// The page rendered by the apps' own Node builds (issue 16), for an anonymous visitor: the route
// from the shell's build (its one matcher), the widgets the route shows that their remotes render
// (screen-render.ts), the route's screen by its remote with those widgets inside, then the shell's
// layout around it, or around the page's readable content when no screen was rendered. A screen or
// widget is rendered only from this page's answers, all of them: a server build's stores are one
// set per process, and a part without its answer could show an earlier page's data. Nothing here
// throws: a part that fails is left to the browser (logged).
import type { FastifyRequest } from 'fastify';
import type { SizeClass } from '@armatura/shared-libs/constants';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import type { ServedRegistry } from '../releases/compose.js';
import { screenDataUrls } from './answers.js';
import type { remoteRenderers } from './screen-render.js';
import { injectedPost, type ScreenRoute } from './screen-route.js';
import {
  currencyCookie,
  deviceSizeClass,
  requestLocation,
  type shellRenderer,
} from './shell-render.js';

export type PageRenderInput = {
  registry: ServedRegistry;
  /** The anonymous visitor's GetAll. */
  session: UserConfiguration;
  /** The answers the page carries (URL → result). */
  answers: Record<string, unknown>;
  /** The headers its answers were asked with (an anonymous visitor's tenant and culture). */
  headers: Record<string, string>;
  /** The route's screen, when the host knows it. */
  shown: ScreenRoute | undefined;
  params: Record<string, string>;
  /** The widgets the route shows that their remotes render, with their GETs. */
  widgets: { id: string; urls: string[] }[];
  /** The page's readable content: the layout's main area when no screen is rendered. */
  mainHtml: string;
  shell: ReturnType<typeof shellRenderer>;
  remotes: ReturnType<typeof remoteRenderers>;
};

/** The widgets rendered into the screen (id → HTML). */
type Widgets = Record<string, string>;

export type PageRendered =
  /**
   * The shell's layout for the page's root, the size class it is for, and what is in it; `asked`:
   * the answers the screen's remote asked beyond the route's `data`, for the page to carry.
   */
  | {
      layout: string;
      sizeClass: SizeClass;
      screenRendered: boolean;
      widgetHtml: Widgets;
      asked: Record<string, unknown>;
    }
  /** Nothing rendered: the browser renders the page. */
  | { layout: null; screenRendered: false; widgetHtml: Widgets; asked: Record<string, unknown> };

export const NOT_RENDERED: PageRendered = {
  layout: null,
  screenRendered: false,
  widgetHtml: {},
  asked: {},
};

export async function renderPage(
  request: FastifyRequest,
  input: PageRenderInput,
): Promise<PageRendered> {
  const { registry, shown, params } = input;
  const sizeClass = deviceSizeClass(request);
  const widgetHtml: Record<string, string> = {};
  let asked: Record<string, unknown> = {};
  try {
    const shell = await input.shell(request);
    if (!shell) return NOT_RENDERED;
    const page = {
      ...requestLocation(request),
      remotes: registry.remotes,
      session: input.session,
      currency: currencyCookie(request),
      sizeClass,
    };
    const route = shown ? shell.shellRoute(page) : null;
    const answered = (urls: string[]) => urls.every((url) => url in input.answers);
    let screenHtml: string | null = null;
    // The screen's other first answers (the listing's search), asked by its remote's own code.
    const more =
      route && route.owner === shown?.remote && answered(screenDataUrls(shown.route, params))
        ? await input.remotes.answers(request, registry, {
            ...page,
            route,
            answers: input.answers,
            ask: (url, body) => injectedPost(request, url, body, input.headers),
          })
        : null;
    if (route && more) {
      asked = more;
      const answers = { ...input.answers, ...more };
      for (const { id, urls } of input.widgets) {
        if (!answered(urls)) continue;
        const html = await input.remotes.widget(request, registry, id, { ...page, answers });
        if (html !== null) widgetHtml[id] = html;
      }
      screenHtml = await input.remotes.screen(request, registry, {
        ...page,
        route,
        answers,
        widgets: widgetHtml,
      });
    }
    const layout = shell.renderShell({
      ...page,
      mainHtml: screenHtml ?? input.mainHtml,
      mainFrom: screenHtml !== null ? route!.owner : undefined,
    });
    if (layout === null) return NOT_RENDERED;
    // The asked answers are carried only with the screen made from them (else the browser asks).
    if (screenHtml === null) asked = {};
    return { layout, sizeClass, screenRendered: screenHtml !== null, widgetHtml, asked };
  } catch (err) {
    request.log.error({ err }, 'page start: the shell’s layout did not render; the shell will');
    return NOT_RENDERED;
  }
}
