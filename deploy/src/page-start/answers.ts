// The answers of the GETs a page's screen makes first (its route's `data` in the remote's
// surface), for an anonymous visitor, written into the HTML so the screen does not ask again
// (shared-libs/src/http/page-answers.ts takes them). Asked of the same routes, in this process
// or forwarded to their module's, with the visitor's tenant and culture, as the browser would.
import type { FastifyRequest } from 'fastify';
import { readRemoteSurface, type SurfaceRoute } from '@armatura/shared-libs/federation';
import type { ServedRegistry } from '../releases/compose.js';
import { injectedResult } from './screen-route.js';

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

/** The URLs the screen's route declares, filled from the route's params. */
export function screenDataUrls(route: SurfaceRoute, params: Record<string, string>): string[] {
  return (route.data ?? []).flatMap((t) => fillTemplate(t, params) ?? []);
}

/**
 * The widgets of the screen's route that their remote declares for the host to render (its
 * surface's `widgets`), each with the URLs of its first GETs filled from the route's params.
 */
export function renderedWidgets(
  registry: ServedRegistry,
  route: SurfaceRoute,
  params: Record<string, string>,
): { id: string; urls: string[] }[] {
  return (route.widgets ?? []).flatMap((id) => {
    const [remote, expose] = id.split('/');
    const surface = remote ? readRemoteSurface(registry.remotes[remote]?.armatura) : null;
    const widget = surface?.widgets?.find((w) => w.expose === expose);
    if (!widget) return [];
    return [{ id, urls: (widget.data ?? []).flatMap((t) => fillTemplate(t, params) ?? []) }];
  });
}

/** Each URL's `result` when it answers 200 with success; the others are left to the browser. */
export async function answersFor(
  request: FastifyRequest,
  urls: string[],
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const answered = await Promise.all(
    urls.map(async (url) => [url, await injectedResult(request, url, headers)] as const),
  );
  return Object.fromEntries(answered.filter(([, result]) => result !== undefined));
}
