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
import type { ScreenRoute } from './screen-route.js';
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
  /** The shell's layout for the page's root, the size class it is for, and what is in it. */
  | { layout: string; sizeClass: SizeClass; screenRendered: boolean; widgetHtml: Widgets }
  /** Nothing rendered: the browser renders the page. */
  | { layout: null; screenRendered: false; widgetHtml: Widgets };

export const NOT_RENDERED: PageRendered = { layout: null, screenRendered: false, widgetHtml: {} };

export async function renderPage(
  request: FastifyRequest,
  input: PageRenderInput,
): Promise<PageRendered> {
  const { registry, answers, shown, params } = input;
  const sizeClass = deviceSizeClass(request);
  const widgetHtml: Record<string, string> = {};
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
    const answered = (urls: string[]) => urls.every((url) => url in answers);
    let screenHtml: string | null = null;
    if (route && route.owner === shown?.remote && answered(screenDataUrls(shown.route, params))) {
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
    return { layout, sizeClass, screenRendered: screenHtml !== null, widgetHtml };
  } catch (err) {
    request.log.error({ err }, 'page start: the shell’s layout did not render; the shell will');
    return NOT_RENDERED;
  }
}
