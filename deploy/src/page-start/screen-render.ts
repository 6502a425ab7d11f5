// The page's screen, and the other teams' widgets in it, rendered into its HTML by their own
// remotes (issue 16): a remote that renders on the server ships a Node build beside its manifest
// (<dist or release>/server/render.mjs, shared-libs createServerRenderConfig) exporting
// `renderScreen` and/or `renderWidget`, so a release carries it and a team still deploys alone.
// The host finds it from the manifest URL the registry points at, as it finds chunk-groups.json.
// The screen's remote hydrates its screen; a widget's HTML stands until the widget's code renders
// it (shared-libs ui/server-widgets.ts). No file, a screen or widget the remote does not render,
// an error or a slow render (shared-libs renderWhole's limit): the page keeps its readable content
// or the widget's loading fallback, and the browser renders them as before.
import type { FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import type { SizeClass } from '@armatura/shared-libs/constants';
import type { ServedRegistry } from '../releases/compose.js';
import { localDir, type Where } from './remote-preload.js';
import { nodeBuildLoader, type PageRoute } from './shell-render.js';

/** What every render starts from: the anonymous page, and the answers the page carries. */
export type WidgetInput = {
  session: UserConfiguration;
  currency: string | null;
  sizeClass: SizeClass;
  answers: Record<string, unknown>;
};

export type ScreenInput = WidgetInput & { route: PageRoute; widgets: Record<string, string> };

/** Sends a POST as the visitor's browser would (through this host); its JSON, or undefined. */
export type Ask = (url: string, body: unknown) => Promise<unknown>;

export type AnswersInput = WidgetInput & { route: PageRoute; ask: Ask };

/** A remote's server entry (e.g. mf-catalog/src/server-render/render.tsx). */
type RemoteServerBuild = {
  renderScreen?: (input: ScreenInput) => Promise<string | null>;
  renderWidget?: (expose: string, input: WidgetInput) => Promise<string | null>;
  /** The answers its screen asks first that the route cannot declare (the listing's search). */
  screenAnswers?: (input: AnswersInput) => Promise<Record<string, unknown>>;
};

/** Where a remote's server entry is, inside its dist/ or release folder. */
export const SERVER_BUILD_FILE = join('server', 'render.mjs');

export function remoteRenderers(where: Pick<Where, 'root' | 'releasesDir'>) {
  // One loader per file: each release of a remote is its own module.
  const loaders = new Map<string, ReturnType<typeof nodeBuildLoader<RemoteServerBuild>>>();
  const buildOf = async (request: FastifyRequest, registry: ServedRegistry, remote: string) => {
    const url = registry.remotes[remote]?.entry;
    const dir = url ? localDir(url, where) : undefined;
    if (!dir) return undefined;
    const file = join(dir, SERVER_BUILD_FILE);
    if (!loaders.has(file)) loaders.set(file, nodeBuildLoader<RemoteServerBuild>(file));
    return loaders.get(file)!(request);
  };
  const attempt = async (request: FastifyRequest, what: string, render: () => Promise<unknown>) => {
    try {
      const html = await render();
      return typeof html === 'string' ? html : null;
    } catch (err) {
      request.log.error(
        { err, what },
        'page start: a server render failed; the browser renders it',
      );
      return null;
    }
  };
  return {
    /**
     * The answers the screen asks first beyond its route's `data`, asked by its remote's server
     * build: {} when it asks none, null when asking failed (the screen is then not rendered).
     */
    async answers(request: FastifyRequest, registry: ServedRegistry, input: AnswersInput) {
      const build = await buildOf(request, registry, input.route.owner);
      const ask = build?.screenAnswers;
      if (!ask) return {};
      try {
        const answers = await ask(input);
        return typeof answers === 'object' && answers !== null ? answers : null;
      } catch (err) {
        request.log.warn(
          { err, what: input.route.screen },
          'page start: the screen’s first answers were not asked; the browser asks them',
        );
        return null;
      }
    },
    /** The screen's HTML for #armatura-main, or null (the page keeps its readable content). */
    async screen(request: FastifyRequest, registry: ServedRegistry, input: ScreenInput) {
      const build = await buildOf(request, registry, input.route.owner);
      const render = build?.renderScreen;
      return render ? attempt(request, input.route.screen, () => render(input)) : null;
    },
    /** A widget's HTML ('mf_admin_content/HomeHero'), or null (its fallback stays). */
    async widget(
      request: FastifyRequest,
      registry: ServedRegistry,
      id: string,
      input: WidgetInput,
    ) {
      const [remote, expose] = id.split('/');
      const build = remote && expose ? await buildOf(request, registry, remote) : undefined;
      const render = build?.renderWidget;
      return render ? attempt(request, id, () => render(expose!, input)) : null;
    },
  };
}
