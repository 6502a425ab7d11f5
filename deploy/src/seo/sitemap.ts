// GET /sitemap.xml (an index) and GET /sitemaps/<kind>-<n>.xml (the files it names), per tenant.
// The host serves them because a sitemap spans domains' pages and lives at the site's root; it
// reads every page through the owning domain's module API (CatalogSitemapApi), never a table.
// Products are paged into files by id range and read in keyset chunks: 100k+ products never make
// one query, one array or one file over the protocol's 50,000 URLs.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CatalogSitemapApi, IdentityModuleApi } from '@armatura/shared-libs/contracts';
import { requestSite } from './request-site.js';
import { SITEMAP_MAX_URLS, sitemapIndex, urlset, type SitemapUrl } from './xml.js';

export interface SitemapOptions {
  /** URLs per file: the protocol's 50,000 (tests use a handful to page without 50,000 rows). */
  fileSize?: number;
  /** Products read per module-API call while a file is written. */
  chunkSize?: number;
}

const FILE = /^(pages|products)-([1-9]\d{0,8})\.xml$/;
/** Crawlers come back daily at most; an hour old list costs nothing (lastmod says what changed). */
const CACHE_CONTROL = 'public, max-age=3600';

function sendXml(reply: FastifyReply, xml: string) {
  // The tenant may come from the cookie or header: a shared cache must keep them apart.
  return reply
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'Cookie, Abp.TenantId')
    .type('application/xml; charset=utf-8')
    .send(xml);
}

const notFound = (reply: FastifyReply, message: string) =>
  reply.status(404).type('text/plain; charset=utf-8').send(message);

export async function registerSitemap(
  app: FastifyInstance,
  ctx: ModuleContext,
  options: SitemapOptions = {},
) {
  const fileSize = Math.min(options.fileSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const chunkSize = Math.min(options.chunkSize ?? 5_000, fileSize);
  if (!Number.isSafeInteger(fileSize) || fileSize < 1)
    throw new Error(`sitemap fileSize must be a positive integer, not ${options.fileSize}`);

  /** The tenant and origin of a request, or the answer already sent (400, 404, 503). */
  async function site(request: Parameters<typeof requestSite>[0], reply: FastifyReply) {
    const found = requestSite(request);
    if (!found.ok) {
      await reply.status(found.status).type('text/plain; charset=utf-8').send(found.message);
      return null;
    }
    const catalog = ctx.modules.tryGet<CatalogSitemapApi>('catalog');
    const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
    if (!catalog || !identity) {
      await reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Mapa witryny wymaga modułów catalog i identity w tym procesie.');
      return null;
    }
    if (!(await identity.isTenantActive(found.tenantId))) {
      await notFound(reply, 'Nie ma takiego sklepu.');
      return null;
    }
    return { ...found, catalog };
  }

  const absolute = (origin: string, pages: { path: string; lastModified: string | null }[]) =>
    pages.map((p): SitemapUrl => ({ loc: `${origin}${p.path}`, lastModified: p.lastModified }));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const s = await site(request, reply);
    if (!s) return reply;
    const pages = await s.catalog.sitemapListings(s.tenantId);
    const products = await s.catalog.sitemapProductFiles(s.tenantId, fileSize);
    const files: SitemapUrl[] = [];
    for (let n = 1; (n - 1) * fileSize < pages.length; n++) {
      const slice = pages.slice((n - 1) * fileSize, n * fileSize);
      const newest = slice.reduce<string | null>(
        (a, p) => (p.lastModified && (!a || p.lastModified > a) ? p.lastModified : a),
        null,
      );
      files.push({ loc: `${s.origin}/sitemaps/pages-${n}.xml`, lastModified: newest });
    }
    for (const f of products)
      files.push({
        loc: `${s.origin}/sitemaps/products-${f.file}.xml`,
        lastModified: f.lastModified,
      });
    return sendXml(reply, sitemapIndex(files));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) return notFound(reply, 'Nie ma takiego pliku mapy witryny.');
      const s = await site(request, reply);
      if (!s) return reply;
      const n = Number(match[2]);
      if (match[1] === 'pages') {
        const slice = (await s.catalog.sitemapListings(s.tenantId)).slice(
          (n - 1) * fileSize,
          n * fileSize,
        );
        if (slice.length === 0) return notFound(reply, 'Nie ma takiego pliku mapy witryny.');
        return sendXml(reply, urlset(absolute(s.origin, slice)));
      }
      // File n holds ids ((n-1)·fileSize, n·fileSize], read in keyset chunks of chunkSize.
      const throughId = n * fileSize;
      if (!Number.isSafeInteger(throughId) || throughId > 2_147_483_647)
        return notFound(reply, 'Nie ma takiego pliku mapy witryny.');
      const urls: SitemapUrl[] = [];
      let afterId: number | null = (n - 1) * fileSize;
      while (afterId !== null) {
        const page = await s.catalog.sitemapProducts(s.tenantId, {
          afterId,
          throughId,
          limit: chunkSize,
        });
        urls.push(...absolute(s.origin, page.pages));
        afterId = page.nextAfterId;
      }
      if (urls.length === 0) return notFound(reply, 'Nie ma takiego pliku mapy witryny.');
      return sendXml(reply, urlset(urls));
    },
  );
}
