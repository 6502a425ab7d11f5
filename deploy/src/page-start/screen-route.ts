// The route a page's screen is served by, from the registry the page carries: its remote and its
// surface entry (chunks, widgets, data). Looked up once per page for both the hints and answers.
import { readRemoteSurface, type SurfaceRoute } from '@armatura/shared-libs/federation';
import type { FastifyRequest } from 'fastify';
import type { ServedRegistry } from '../releases/compose.js';

export type ScreenRoute = { remote: string; route: SurfaceRoute };

/** The first remote whose surface declares `screen`; undefined when none does. */
export function screenRoute(registry: ServedRegistry, screen: string): ScreenRoute | undefined {
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    const route = readRemoteSurface(entry.armatura)?.routes.find((r) => r.screen === screen);
    if (route) return { remote, route };
  }
  return undefined;
}

/** A GET answered in this process (or forwarded to its module's): the envelope's `result` on success. */
export async function injectedResult<T>(
  request: FastifyRequest,
  url: string,
  headers: Record<string, string>,
): Promise<T | undefined> {
  const response = await request.server.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) return undefined;
  const body = response.json<{ success?: boolean; result?: T }>();
  return body.success ? body.result : undefined;
}

/** A POST answered in this process (or forwarded): its JSON when it answers 200, else undefined. */
export async function injectedPost(
  request: FastifyRequest,
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<unknown> {
  const response = await request.server.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return response.statusCode === 200 ? response.json<unknown>() : undefined;
}
