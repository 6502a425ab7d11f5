// What the host adds to every page's <head> so the shop starts sooner (issue 16):
// - the page's start data (contracts/page-boot.ts): the registry and an anonymous visitor's
//   session configuration, so the shell makes neither request before it registers the remotes,
//   and, where the host knows the screen, the answers of the screen's first GETs (answers.ts);
// - preload hints for the shell's start chunks, fetched beside main.js instead of after it, and,
//   on a page whose screen the host knows (page-html), for the remotes' files that screen needs;
// - for an anonymous visitor, the shell's layout rendered into the page's root (shell-render.ts),
//   so the header, menu and footer paint with the HTML and the shell hydrates them, and the
//   route's screen inside it, rendered by its remote's own server build (page-render.ts,
//   screen-render.ts), which the remote hydrates; its styles are then written into the page.
// See deploy/README.md ("Page start") and docs/benchmarks.md for what each saves.
import type { FastifyRequest } from 'fastify';
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@armatura/shared-libs/contracts';
import { escapeMarkup } from '../markup.js';
import { jsonForScript } from '../page-html/html.js';
import { jsonFileCache, textFileCache } from '../releases/file-cache.js';
import type { ServedRegistry } from '../releases/compose.js';
import { answersFor, renderedWidgets, screenDataUrls } from './answers.js';
import { anonymousSession } from './session.js';
import { remoteStartFiles, type RemoteStartFiles } from './remote-preload.js';
import { screenRoute } from './screen-route.js';
import { shellStartFiles } from './shell-preload.js';
import { inlineStyles, shellStyles, withoutLinks } from './styles.js';
import { remoteRenderers } from './screen-render.js';
import { NOT_RENDERED, renderPage } from './page-render.js';
import { shellRenderer } from './shell-render.js';

/**
 * What a page gets: tags for its <head>, the shell's rendered layout for its root (or null), and
 * the stylesheets written into the head whose links the page drops (./styles.ts).
 */
export type PageStarted = { head: string; root: string | null; inlined?: string[] };

/**
 * The tags for a page's <head>; never throws (a page without them still works). `screen`: the
 * remote screen the page shows (a route's `screen` in a remote's surface), when the host knows it.
 */
export type PageStart = (
  request: FastifyRequest,
  screen?: string,
  /** The route's params (e.g. productId), for the screen's `data` URLs. */
  params?: Record<string, string>,
  /** HTML for the remote's area inside the rendered shell (the page's readable content). */
  mainHtml?: string,
) => Promise<PageStarted>;

export type PageStartOptions = {
  /** Where shell/dist and each remote's dist/ live (the repository). */
  root: string;
  /** Released remotes (deploy/src/releases). */
  releasesDir: string;
  /** The registry as /registry.json serves it now; undefined before the files are registered. */
  registry: () => ServedRegistry | undefined;
};

/**
 * A preload hint. `painted`: the page paints from its HTML (the layout is in it), so its scripts
 * only make it interactive: fetched at low priority, they leave the bandwidth of a slow link to
 * the HTML's styles and the largest image first (a preloaded script is fetched at high priority,
 * as if it blocked the paint: Lighthouse counted all ≈ 300 KiB of them before the first paint).
 */
const fileHint = (url: string, painted: boolean) => {
  const href = escapeMarkup(url);
  if (url.endsWith('.css')) return `<link rel="preload" as="style" href="${href}">`;
  const priority = painted ? ' fetchpriority="low"' : '';
  return `<link rel="preload" as="script"${priority} href="${href}">`;
};
// The federation runtime fetches a manifest in CORS mode with same-origin credentials: so must the hint.
const fetchHint = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(url)}">`;

export function pageStart({ root, releasesDir, registry }: PageStartOptions): PageStart {
  const readJson = jsonFileCache();
  const readText = textFileCache();
  const renderer = shellRenderer(root);
  const render = remoteRenderers({ root, releasesDir });
  return async (request, screen, params = {}, mainHtml = '') => {
    const data: PageBootData & { registry?: ServedRegistry } = {};
    try {
      data.registry = registry();
    } catch (err) {
      request.log.error({ err }, 'page start: no registry; the shell reads /registry.json');
    }
    const shown = data.registry && screen ? screenRoute(data.registry, screen) : undefined;
    // The widgets whose remotes render them into the page (the content team's home hero).
    const widgets =
      data.registry && shown ? renderedWidgets(data.registry, shown.route, params) : [];
    let anonymousHeaders: Record<string, string> | undefined;
    try {
      const anonymous = await anonymousSession(request);
      data.session = anonymous?.config;
      anonymousHeaders = anonymous?.headers;
      const urls = anonymous && shown ? screenDataUrls(shown.route, params) : [];
      if (anonymous) urls.push(...widgets.flatMap((w) => w.urls));
      if (urls.length) data.answers = await answersFor(request, urls, anonymous!.headers);
    } catch (err) {
      request.log.error({ err }, 'page start: no session configuration; the shell asks for it');
    }
    const remoteFiles: RemoteStartFiles =
      data.registry && screen
        ? remoteStartFiles(data.registry, shown, { root, releasesDir, readJson })
        : { manifests: [], files: [], screenStyles: [], widgetStyles: {} };
    const rendered =
      data.registry && data.session
        ? await renderPage(request, {
            registry: data.registry,
            session: data.session,
            answers: data.answers ?? {},
            headers: anonymousHeaders ?? {},
            shown,
            params,
            widgets,
            mainHtml,
            shell: renderer,
            remotes: render,
          })
        : NOT_RENDERED;
    const { layout, screenRendered, widgetHtml } = rendered;
    if (Object.keys(rendered.asked).length) data.answers = { ...data.answers, ...rendered.asked };
    if (rendered.layout !== null) data.shell = { sizeClass: rendered.sizeClass };
    // A page painted from its HTML needs its styles in it: the shell's, and the screen's if there.
    const styles =
      layout === null
        ? { tags: '', urls: [] }
        : inlineStyles(
            [
              ...shellStyles(root, readJson),
              ...(screenRendered ? remoteFiles.screenStyles : []),
              ...(screenRendered
                ? Object.keys(widgetHtml).flatMap((id) => remoteFiles.widgetStyles[id] ?? [])
                : []),
            ],
            readText,
          );
    const inPage = new Set(styles.urls);
    const painted = layout !== null;
    const hints = [
      ...shellStartFiles(root, readJson).map((url) => fileHint(url, painted)),
      ...remoteFiles.manifests.map(fetchHint),
      ...remoteFiles.files.filter((url) => !inPage.has(url)).map((url) => fileHint(url, painted)),
    ];
    const boot = `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">${jsonForScript(data)}</script>`;
    return { head: boot + hints.join('') + styles.tags, root: layout, inlined: styles.urls };
  };
}

const ROOT = /<div id="armatura-root"><\/div>/;

/**
 * The shell's index.html with the start tags at the end of its <head> and the rendered layout in
 * its root; `content` (the page's readable content) stands in the root where no layout was
 * rendered (it is then inside the layout, as `mainHtml`).
 */
export function withPageStart(indexHtml: string, started: PageStarted, content = ''): string {
  const html = withoutLinks(indexHtml, started.inlined ?? []).replace(
    '</head>',
    () => `${started.head}</head>`,
  );
  const inRoot = started.root ?? content;
  return inRoot ? html.replace(ROOT, () => `<div id="armatura-root">${inRoot}</div>`) : html;
}
