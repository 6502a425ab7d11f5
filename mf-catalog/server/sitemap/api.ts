// CatalogSitemapApi: the catalogue's public pages in its own URL shapes (shared-libs/format, the
// same functions the remote links with), so the host's sitemap never knows a catalog table.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CatalogSitemapApi, SitemapPage } from '@armatura/shared-libs/contracts';
import { HOME_PATH } from '@armatura/shared-libs/constants';
import { brandPath, categoryPath, productPath } from '@armatura/shared-libs/format';
import { viewCounts } from '../products/repository.js';
import {
  brandsWithProducts,
  categoriesWithProducts,
  newestChange,
  productBuckets,
  productRange,
} from './repository.js';

const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

/** The listing views of routes.tsv with their product flag (listed only when they show something). */
const VIEW_PATHS = {
  promotion: '/promocje',
  sale: '/wyprzedaz',
  new: '/nowosci',
  recommended: '/polecane',
} as const;

function positiveInt(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name}: ${value}`);
}

export function sitemapApi(ctx: ModuleContext): CatalogSitemapApi {
  return {
    async sitemapListings(tenantId) {
      // Sequential on purpose: PGlite has one connection, parallel queries would only queue.
      const [newest, categories, brands, views] = [
        await newestChange(ctx.db, tenantId),
        await categoriesWithProducts(ctx.db, tenantId),
        await brandsWithProducts(ctx.db, tenantId),
        await viewCounts(ctx.db, tenantId),
      ];
      const last = iso(newest);
      const pages: SitemapPage[] = [
        { path: HOME_PATH, lastModified: last },
        { path: '/oferta', lastModified: last },
      ];
      for (const [view, path] of Object.entries(VIEW_PATHS))
        if (views[view as keyof typeof VIEW_PATHS] > 0) pages.push({ path, lastModified: null });
      pages.push(
        ...categories.map((c) => ({ path: categoryPath(c.slug), lastModified: iso(c.last) })),
      );
      if (brands.length) pages.push({ path: '/marki', lastModified: last });
      pages.push(...brands.map((b) => ({ path: brandPath(b.slug), lastModified: iso(b.last) })));
      return pages;
    },
    async sitemapProductFiles(tenantId, fileSize) {
      if (!Number.isSafeInteger(fileSize) || fileSize < 1)
        throw new RangeError(`fileSize ${fileSize}`);
      return (await productBuckets(ctx.db, tenantId, fileSize)).map((b) => ({
        file: b.file,
        lastModified: iso(b.last),
      }));
    },
    async sitemapProducts(tenantId, range) {
      positiveInt(range.afterId, 'afterId');
      positiveInt(range.throughId, 'throughId');
      positiveInt(range.limit, 'limit');
      const rows = await productRange(ctx.db, tenantId, range);
      return {
        // The product page's one address: /oferta/<slug of the name>-<id> (as productHref builds it).
        pages: rows.map((r) => ({ path: productPath(r.name, r.id), lastModified: iso(r.last) })),
        nextAfterId: rows.length === range.limit ? rows[rows.length - 1]!.id : null,
      };
    },
  };
}
