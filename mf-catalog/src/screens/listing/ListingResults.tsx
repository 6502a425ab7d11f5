/**
 * The result area: loading (skeletons, or the old results dimmed), the spec's error texts
 * with a retry, "no results", or the products in the chosen view mode with paging.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Spinner,
  useAtLeast,
} from '@armatura/shared-libs/ui';
import { ProductGrid } from '../../features/products/ProductGrid';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { listingActions } from '../../features/search/listing-actions';
import { $viewMode } from '../../features/view-mode/view-mode-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { ActiveFilters } from './ActiveFilters';
import * as styles from './Listing.module.css';

export function ListingResults({ label }: { label: string }) {
  const t = useCatalogT();
  const search = useTransitionStore($listingSearch);
  const mode = useStore($viewMode);
  // The photos of the first row load with the page (in the server's HTML too): on a phone the
  // first tiles are the page's largest element (issue 16). Wider screens show more per row.
  const firstRow = useAtLeast('md') ? 4 : 2;
  const top = useRef<HTMLDivElement>(null);
  const page = search.current;

  // A new page starts at the top of the results, not where the pager was.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [page]);

  const loading = search.status === 'loading';
  const hasResults = search.results.length > 0;
  let body;
  if (search.status === 'error') {
    body = (
      <ErrorState
        title={t('searchErrorTitle')}
        message={t('searchErrorMessage')}
        onRetry={() => listingActions.search()}
        retryLabel={t('retry')}
      />
    );
  } else if (loading && !hasResults) {
    body = <SkeletonGrid />;
  } else if (search.wasSearched && !hasResults && !loading) {
    body = (
      <EmptyState
        title={t('noResults')}
        message={t('noResultsHint')}
        action={
          search.filters.length > 0 ? (
            <Button variant="secondary" onPress={() => listingActions.clearFilters()}>
              {t('filtersClear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <div className={`${styles.results} ${loading ? styles.stale : ''}`}>
        <ProductGrid products={search.results} mode={mode} label={label} eagerPhotos={firstRow} />
      </div>
    );
  }

  return (
    <div
      ref={top}
      className={styles.resultArea}
      aria-busy={loading}
      data-testid="listing-results"
      data-status={search.status}
    >
      <h2 className={styles.visuallyHidden}>{label}</h2>
      <ActiveFilters />
      {loading && hasResults && (
        <div className={styles.loadingBar}>
          <Spinner size="small" label={t('searching')} />
        </div>
      )}
      {body}
      {hasResults && search.totalPages > 1 && search.status !== 'error' && (
        <Pagination
          page={search.current}
          pageSize={search.resultsPerPage}
          totalCount={search.totalResults}
          onPageChange={listingActions.setPage}
        />
      )}
    </div>
  );
}

function SkeletonGrid() {
  return (
    <ul className={styles.skeletons} aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className={styles.skeleton} />
      ))}
    </ul>
  );
}
