/**
 * The listing shared by /oferta*, /marki/<brand>, /promocje, /wyprzedaz, /nowosci and
 * /polecane (screen 'catalog.listing'). The search itself lives in $listingSearch; this
 * screen starts it for its address and lays out the pieces.
 */
import { useStore } from '@nanostores/react';
import { use, useEffect } from 'react';
import { EmptyState, useAtLeast } from '@armatura/shared-libs/ui';
import { Link, useCanonicalLink } from '@armatura/shared-libs/routing';
import { $brands, brandBySlug, loadBrands } from '../../features/brands/brand-store';
import {
  $categoryTree,
  CATEGORY_TREE_LEVELS,
  categoryTree,
  loadCategoryTree,
  pathToSlug,
} from '../../features/categories/category-store';
import { CategoryNav } from '../../features/categories/CategoryNav';
import { answered, useShownOnce } from '../../features/layout/use-shown-once';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import {
  $listingSearch,
  firstListingAnswer,
  startListingSearch,
} from '../../features/search/listing-search';
import { listingCanonicalPath, type ListingContext } from '../../features/search/listing-context';
import { FIELDS } from '../../features/search/search-config';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { FacetPanel } from './FacetPanel';
import { ListingHeader } from './ListingHeader';
import { ListingResults } from './ListingResults';
import { ListingToolbar } from './ListingToolbar';
import { MobileFilters } from './MobileFilters';
import { StartPanel } from './StartPanel';
import * as styles from './Listing.module.css';

export function ListingScreen({ context }: { context: ListingContext }) {
  const t = useCatalogT();
  // A server-rendered listing (issue 16): the page carries its category tree and its first
  // search's answer; the first render takes both, so it is the server's HTML, with no loading
  // state and no request (route `data` in public/routes.ts, server-render/listing-answers.ts).
  categoryTree.prime(CATEGORY_TREE_LEVELS);
  const firstAnswer = firstListingAnswer(context);
  if (firstAnswer) use(firstAnswer);
  const search = useTransitionStore($listingSearch);
  const tree = useStore($categoryTree);
  const brandList = useStore($brands).data;
  // From 992 px the categories and filters are a sidebar; below, a dialog (MobileFilters) holds
  // them. Only the one shown is rendered: the hidden sidebar's facets were a phone's largest
  // render on this page (issue 16).
  const withSidebar = useAtLeast('md');

  // One search per address; leaving (or another listing) stops it.
  useEffect(() => startListingSearch(context), [context]);
  useEffect(() => {
    void loadCategoryTree();
    if (context.kind === 'brand') void loadBrands();
  }, [context.kind]);

  const categoryNodes =
    context.kind === 'category' && context.slug ? pathToSlug(tree.data ?? [], context.slug) : [];
  const brandName = brandBySlug(brandList, context.slug)?.name ?? null;
  const withCategoryNav = context.kind === 'offer' || context.kind === 'category';
  // A category or brand page is already narrowed to it: its own facet would only list others.
  const hiddenFields =
    context.kind === 'category'
      ? [FIELDS.category]
      : context.kind === 'brand'
        ? [FIELDS.brand]
        : [];

  // The sidebar is laid out hidden until its category list and the first answer's facets are
  // there, then shown whole; later searches never hide it again.
  const sidebarShown = useShownOnce(
    answered(search.status) && (!withCategoryNav || answered(tree.status)),
  );
  const missing = search.status === 'error' && search.errorStatus === 404;
  // Search engines index the listing and its pages, not each term, filter or sort on top of it.
  useCanonicalLink(missing ? null : listingCanonicalPath(context, search.current));

  if (missing) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={context.kind === 'brand' ? t('brandNotFound') : t('categoryNotFound')}
          action={
            <Link
              href={context.kind === 'brand' ? '/marki' : '/oferta'}
              className={styles.backLink}
            >
              {t('backToOffer')}
            </Link>
          }
        />
      </div>
    );
  }

  const idle = search.status === 'idle';
  return (
    <div className={styles.page} data-testid="listing" data-listing={context.kind}>
      <ListingHeader context={context} categoryPathNodes={categoryNodes} brandName={brandName} />
      <div className={styles.layout}>
        {withSidebar && (
          <aside
            className={styles.sidebar}
            aria-label={t('filtersTitle')}
            data-settling={sidebarShown || idle ? undefined : ''}
          >
            {withCategoryNav && <CategoryNav currentSlug={context.slug} />}
            {!idle && (
              <>
                {/* The facets' own headings are h3: this h2 keeps the outline from skipping a level
                    when no category list (h2) comes first (promotions, sale, new, recommended). */}
                <h2 className={styles.visuallyHidden}>{t('filtersTitle')}</h2>
                <FacetPanel hiddenFields={hiddenFields} />
              </>
            )}
          </aside>
        )}
        <div className={styles.main}>
          {idle ? (
            <StartPanel />
          ) : (
            <>
              <div className={styles.topBar}>
                {!withSidebar && (
                  <MobileFilters
                    categorySlug={context.slug}
                    withCategories={withCategoryNav}
                    hiddenFields={hiddenFields}
                  />
                )}
                <ListingToolbar context={context} />
              </div>
              <ListingResults label={t(context.titleKey)} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
