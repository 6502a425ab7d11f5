// Page HTML written by the host (issue 16, the interim step before server-side rendering): the
// product page (/oferta/<slug>-<id>) and a category listing (/oferta/kategoria/<slug>) are served
// as the shell's index.html with the page's title, description, canonical link, Open Graph and
// schema.org data in <head> and a readable rendering in the app root; the home page gets the head.
// The content comes from one call of the catalogue's module API (CatalogPageApi), never its tables.
// See README.md of deploy ("Page HTML").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CatalogPageApi, IdentityModuleApi } from '@armatura/shared-libs/contracts';
import { HOME_PATH, PAGE_TITLE } from '@armatura/shared-libs/constants';
import {
  canonicalUrl,
  categoryPath,
  documentTitle,
  listingPageOf,
  pagedListingPath,
  shortDescription,
} from '@armatura/shared-libs/format';
import { requestOrigin, requestTenant } from '../seo/request-site.js';
import { categoryBody, productBody } from './body.js';
import { pageDocument } from './document.js';
import type { PageHead } from './head.js';
import { breadcrumbList, itemList, productJsonLd } from './json-ld.js';
import type { PageStart } from '../page-start/index.js';

/** The product route's segment: any slug, then '-<id>' (or the bare id), as the shell matches it. */
const PRODUCT_SEGMENT = /^(?:.*-)?(\d+)$/;
const OFFER = { name: 'Oferta', path: '/oferta' };

type Outcome = { status: number; head: PageHead; body?: string };

export function registerPageHtml(
  app: FastifyInstance,
  ctx: ModuleContext,
  root: string,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
  start: PageStart,
) {
  const indexFile = join(root, 'shell', 'dist', 'index.html');

  /** Serves the page `build` describes; the plain shell when it cannot (the SPA then decides). */
  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    /** The remote screen the SPA will show here (its files are preloaded: page-start/). */
    screen: string,
    /** The route's params the screen's first GETs are filled with (page-start/answers.ts). */
    params: Record<string, string>,
    build: (site: {
      tenantId: number;
      origin: string;
      catalog: CatalogPageApi;
    }) => Promise<Outcome>,
  ) {
    const catalog = ctx.modules.tryGet<CatalogPageApi>('catalog');
    const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
    if (!catalog || !identity || !existsSync(indexFile)) return fallback(request, reply);
    const indexHtml = readFileSync(indexFile, 'utf8');
    // The tenant may come from the cookie or header: a shared cache must keep the answers apart,
    // and the price or stock in the page must be fresh on every load (as the shell's own no-cache).
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Abp.TenantId');
    // A page that is not there (404) or not understood (400) gets no hints and no answers.
    const pageStartOf = (o: Outcome) =>
      o.status === 200
        ? start(request, screen, params, o.body)
        : start(request, undefined, {}, o.body);
    const send = async (o: Outcome) =>
      reply
        .status(o.status)
        .type('text/html; charset=utf-8')
        .send(pageDocument(indexHtml, o.head, o.body, await pageStartOf(o)));
    const tenantId = requestTenant(request);
    const origin = requestOrigin(request);
    // Bad input: a clear 4xx for crawlers; the browser still gets the shell (which reports it).
    if (tenantId === 'malformed' || !origin)
      return send({
        status: 400,
        head: { title: PAGE_TITLE, description: null, canonical: null, noindex: true },
      });
    if (!(await identity.isTenantActive(tenantId))) return send(notFound());
    try {
      return send(await build({ tenantId, origin, catalog }));
    } catch (err) {
      // The page still works without its server-written content: never a 5xx for the HTML.
      request.log.error(
        { err },
        'page HTML: the catalogue did not answer; the plain shell is served',
      );
      return fallback(request, reply);
    }
  }

  app.get(HOME_PATH, { schema: { hide: true } }, (request, reply) =>
    serve(request, reply, 'catalog.home', {}, async ({ origin }) => ({
      status: 200,
      head: {
        title: PAGE_TITLE,
        description: null,
        canonical: canonicalUrl(HOME_PATH, origin),
        og: { type: 'website' },
      },
    })),
  );

  app.get<{ Params: { product: string } }>(
    '/oferta/:product',
    { schema: { hide: true } },
    (request, reply) => {
      const match = PRODUCT_SEGMENT.exec(request.params.product);
      // Not a product address: the SPA's own routing decides what it is.
      if (!match) return fallback(request, reply);
      return serve(
        request,
        reply,
        'catalog.product',
        { productId: match[1]! },
        async ({ tenantId, origin, catalog }) => {
          // Any digits are the SPA's product address; ids past int4 are simply not found (404).
          const product = await catalog.productPage(tenantId, Number(match[1]));
          if (!product) return notFound();
          const absolute = (path: string) => canonicalUrl(path, origin);
          const crumbs = [
            OFFER,
            ...product.breadcrumbs,
            { name: product.name, path: product.path },
          ];
          return {
            status: 200,
            head: {
              title: documentTitle(product.name),
              description: shortDescription(product.description),
              canonical: absolute(product.path),
              og: {
                type: 'product',
                image: product.images[0] ? absolute(product.images[0]) : null,
              },
              leadImage: product.images[0] ?? null,
              jsonLd: [productJsonLd(product, absolute), breadcrumbList(crumbs, absolute)],
            },
            body: productBody(product),
          };
        },
      );
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { current?: string } }>(
    '/oferta/kategoria/:slug',
    { schema: { hide: true } },
    (request, reply) =>
      serve(request, reply, 'catalog.listing', {}, async ({ tenantId, origin, catalog }) => {
        const page = listingPageOf(request.query.current);
        const category = await catalog.categoryPage(tenantId, request.params.slug, page);
        if (!category) return notFound();
        const absolute = (path: string) => canonicalUrl(path, origin);
        const pagePath = (n: number) => pagedListingPath(categoryPath(request.params.slug), n);
        const crumbs = [
          OFFER,
          ...category.breadcrumbs,
          { name: category.name, path: category.path },
        ];
        return {
          status: 200,
          head: {
            title: documentTitle(category.name),
            description: null,
            canonical: absolute(category.path),
            og: {
              type: 'website',
              image: category.products[0]?.imageUrl
                ? absolute(category.products[0].imageUrl)
                : null,
            },
            jsonLd: [breadcrumbList(crumbs, absolute), itemList(category, absolute)],
          },
          body: categoryBody(category, pagePath),
        };
      }),
  );
}

/** Unknown product or category: the shell (its not-found screen), 404 and kept out of indexes. */
function notFound(): Outcome {
  return {
    status: 404,
    head: { title: PAGE_TITLE, description: null, canonical: null, noindex: true },
  };
}
