// CatalogPageApi: a product page's and a category listing's content for the HTML the host serves
// before any script runs (issue 16). The same reads and prices as the storefront's own calls
// (Product/Get, the listing's search) for an anonymous caller, so the HTML never shows a product
// or a price the SPA would not show a guest, and never a signed-in buyer's own price (the HTML is
// one for everybody).
import type { ModuleContext } from '@armatura/shared-libs/server';
import type {
  CatalogPageApi,
  GuestPrice,
  PageLink,
  ProductCard,
} from '@armatura/shared-libs/contracts';
import { SEARCH } from '@armatura/shared-libs/constants';
import {
  brandPath,
  categoryPath,
  pagedListingPath,
  productPath,
} from '@armatura/shared-libs/format';
import { orderingRules } from '../availability/ordering.js';
import { resolveCaller } from '../pricing/index.js';
import { loadCards, toCards } from '../products/cards.js';
import { productExtras, productPageRow } from '../products/repository.js';
import { contextFilters } from '../search/context.js';
import { catalogSearch } from '../search/engines.js';
import { parseSearchState } from '../search/request.js';
import { MAX_WINDOW } from '../search/types.js';
import { categoryWithAncestors } from './repository.js';

const INT4_MAX = 2_147_483_647;
const PAGE_SIZE = SEARCH.shopResultsPerPage;

function guestPrice(card: ProductCard): GuestPrice {
  return {
    priceGross: card.priceGross,
    listPriceGross: card.valueBrutto > card.priceGross ? card.valueBrutto : null,
    currency: card.currency,
  };
}

const link = (c: { name: string; slug: string }): PageLink => ({
  name: c.name,
  path: categoryPath(c.slug),
});

export function pageApi(ctx: ModuleContext): CatalogPageApi {
  return {
    async productPage(tenantId, productId) {
      if (!Number.isSafeInteger(productId) || productId < 1 || productId > INT4_MAX) return null;
      const row = await productPageRow(ctx.db, tenantId, productId);
      if (!row) return null;
      const guest = await resolveCaller(ctx, tenantId, null);
      const [card] = await toCards(ctx.db, tenantId, guest, [row]);
      const extras = await productExtras(ctx.db, tenantId, productId);
      const rules = await orderingRules(ctx, tenantId);
      return {
        id: card!.id,
        name: card!.name,
        path: productPath(card!.slug || card!.name, card!.id),
        code: card!.code,
        ean: card!.ean,
        catalogNumber: card!.catalogNumber,
        brand:
          card!.brandName && card!.brandSlug
            ? { name: card!.brandName, path: brandPath(card!.brandSlug) }
            : null,
        description: row.description,
        images: extras.images.length
          ? extras.images.map((i) => i.url)
          : card!.imageUrl
            ? [card!.imageUrl]
            : [],
        ...guestPrice(card!),
        qtyAvailable: card!.qtyAvailable,
        unit: card!.unit,
        allowBackorders: rules.allowBackorders,
        breadcrumbs: extras.breadcrumbs.map(link),
      };
    },

    async categoryPage(tenantId, slug, page) {
      if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page ${page}`);
      const path = await categoryWithAncestors(ctx.db, tenantId, slug);
      const category = path[path.length - 1];
      if (!category) return null;
      const canonical = pagedListingPath(categoryPath(category.slug), page);
      const base = { name: category.name, breadcrumbs: path.slice(0, -1).map(link), page };
      // Past the engine's window the listing itself answers 400: the HTML lists nothing there.
      if (page * PAGE_SIZE > MAX_WINDOW)
        return { ...base, path: canonical, totalResults: 0, totalPages: 0, products: [] };
      // The listing's first request, as the SPA sends it: the category context, no term, no
      // filter, the default sort and page size (so the HTML lists what the screen will show).
      const request = parseSearchState({ current: page, resultsPerPage: PAGE_SIZE }, undefined, {
        tenantId,
        defaultSize: PAGE_SIZE,
        facetSize: 0,
      });
      const context = await contextFilters(ctx.db, tenantId, { type: 'category', id: category.id });
      request.context = context.filters;
      if (request.sort.length === 0) request.sort = context.sort;
      const outcome = await catalogSearch(ctx).service.engine.search(request);
      const guest = await resolveCaller(ctx, tenantId, null);
      const cards = await loadCards(
        ctx.db,
        tenantId,
        guest,
        outcome.hits.map((h) => h.id),
      );
      return {
        ...base,
        path: canonical,
        totalResults: outcome.total,
        totalPages: Math.ceil(outcome.total / PAGE_SIZE),
        products: cards.map((c) => ({
          id: c.id,
          name: c.name,
          path: productPath(c.slug || c.name, c.id),
          imageUrl: c.imageUrl,
          qtyAvailable: c.qtyAvailable,
          ...guestPrice(c),
        })),
      };
    },
  };
}
