// The answers of the GETs a page's screen makes first (its route's `data` in the remote's
// surface), for an anonymous visitor, written into the HTML so the screen does not ask again
// (shared-libs/src/http/page-answers.ts takes them). Asked of the same routes, in this process
// or forwarded to their module's, with the visitor's tenant and culture, as the browser would.
import type { FastifyRequest } from 'fastify';
import { readRemoteSurface } from '@armatura/shared-libs/federation';
import type { ServedRegistry } from '../releases/compose.js';

/** A template's `{name}` filled from the route's params (URL-encoded); undefined if one is missing. */
export function fillTemplate(template: string, params: Record<string, string>): string | undefined {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : url;
}

/** The URLs the screen's route declares, filled; none for a screen no remote declares. */
export function screenDataUrls(
  registry: ServedRegistry,
  screen: string,
  params: Record<string, string>,
): string[] {
  for (const entry of Object.values(registry.remotes)) {
    const route = readRemoteSurface(entry.armatura)?.routes.find((r) => r.screen === screen);
    if (route) return (route.data ?? []).flatMap((t) => fillTemplate(t, params) ?? []);
  }
  return [];
}

/** Each URL's `result` when it answers 200 with success; the others are left to the browser. */
export async function answersFor(
  request: FastifyRequest,
  urls: string[],
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const answered = await Promise.all(
    urls.map(async (url) => {
      const response = await request.server.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) return undefined;
      const body = response.json<{ success?: boolean; result?: unknown }>();
      return body.success && body.result !== undefined ? ([url, body.result] as const) : undefined;
    }),
  );
  return Object.fromEntries(answered.filter((a) => a !== undefined));
}
