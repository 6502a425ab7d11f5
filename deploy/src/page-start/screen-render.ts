// The page's screen rendered into its HTML by the screen's own remote (issue 16): a remote that
// renders on the server ships a Node build beside its manifest (<dist or release>/server/
// render-screen.mjs, shared-libs createServerRenderConfig), so a release carries it and a team
// still deploys alone. The host finds it from the manifest URL the registry points at, as it finds
// chunk-groups.json, and the remote hydrates what it rendered. No file, a screen the remote does
// not render, an error or a slow render (shared-libs renderWhole's timeout): the page keeps its
// readable content and the remote renders its screen in the browser, as before.
import type { FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import type { SizeClass } from '@armatura/shared-libs/constants';
import type { ServedRegistry } from '../releases/compose.js';
import { localDir, type Where } from './remote-preload.js';
import { nodeBuildLoader, type PageRoute } from './shell-render.js';

/** A remote's server entry (e.g. mf-catalog/src/server-render/render-screen.tsx). */
type ScreenServerBuild = {
  renderScreen: (input: {
    route: PageRoute;
    session: UserConfiguration;
    currency: string | null;
    sizeClass: SizeClass;
    answers: Record<string, unknown>;
  }) => Promise<string | null>;
};

export type ScreenInput = Parameters<ScreenServerBuild['renderScreen']>[0];

/** Where a remote's server entry is, inside its dist/ or release folder. */
export const SCREEN_BUILD_FILE = join('server', 'render-screen.mjs');

export function screenRenderer(where: Pick<Where, 'root' | 'releasesDir'>) {
  // One loader per file: each release of a remote is its own module.
  const loaders = new Map<string, ReturnType<typeof nodeBuildLoader<ScreenServerBuild>>>();
  /** The screen's HTML for #armatura-main, or null (the page keeps its readable content). */
  return async (
    request: FastifyRequest,
    registry: ServedRegistry,
    input: ScreenInput,
  ): Promise<string | null> => {
    const url = registry.remotes[input.route.owner]?.entry;
    const dir = url ? localDir(url, where) : undefined;
    if (!dir) return null;
    const file = join(dir, SCREEN_BUILD_FILE);
    if (!loaders.has(file)) loaders.set(file, nodeBuildLoader<ScreenServerBuild>(file));
    const build = await loaders.get(file)!(request);
    if (!build) return null;
    try {
      return await build.renderScreen(input);
    } catch (err) {
      request.log.error(
        { err, screen: input.route.screen },
        'page start: the screen did not render',
      );
      return null;
    }
  };
}
