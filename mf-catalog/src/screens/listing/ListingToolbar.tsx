/** Above the results: how many, sort, page size and view mode. */
import { ListBoxItem, Select } from '@armatura/shared-libs/ui';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { listingActions } from '../../features/search/listing-actions';
import type { ListingContext } from '../../features/search/listing-context';
import {
  PAGE_SIZE_OPTIONS,
  SORT_CHOICES,
  sortChoiceFor,
} from '../../features/search/search-config';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { ViewModeSwitch } from './ViewModeSwitch';
import * as styles from './Listing.module.css';

export function ListingToolbar({ context }: { context: ListingContext }) {
  const t = useCatalogT();
  const search = useTransitionStore($listingSearch);
  const sort = sortChoiceFor(search.sortList.length > 0 ? search.sortList : context.defaultSort);
  return (
    <div className={styles.toolbar}>
      <p className={styles.summary} aria-live="polite">
        {search.totalResults > 0 &&
          t('pagingInfo', {
            start: search.pagingStart,
            end: search.pagingEnd,
            total: search.totalResults,
          })}
      </p>
      <div className={styles.controls}>
        <Select
          loadOnUse
          label={t('sortLabel')}
          className={styles.sortSelect}
          selectedKey={sort.id}
          onSelectionChange={(key) => {
            const choice = SORT_CHOICES.find((c) => c.id === key);
            if (choice && choice.id !== sort.id) listingActions.setSort(choice.sort);
          }}
          items={SORT_CHOICES}
        >
          {(choice) => <ListBoxItem id={choice.id}>{t(choice.labelKey)}</ListBoxItem>}
        </Select>
        <Select
          loadOnUse
          label={t('pageSizeLabel')}
          className={styles.sizeSelect}
          selectedKey={search.resultsPerPage}
          onSelectionChange={(key) =>
            key !== null &&
            Number(key) !== search.resultsPerPage &&
            listingActions.setPageSize(Number(key))
          }
          items={PAGE_SIZE_OPTIONS.map((size) => ({ id: size }))}
        >
          {(item) => <ListBoxItem id={item.id}>{String(item.id)}</ListBoxItem>}
        </Select>
        <ViewModeSwitch />
      </div>
    </div>
  );
}
