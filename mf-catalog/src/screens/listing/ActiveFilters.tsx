/** The chosen filters as removable chips above the results. */
import { useStore } from '@nanostores/react';
import { Button } from '@armatura/shared-libs/ui';
import { $categoryNames } from '../../features/categories/category-store';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { listingActions } from '../../features/search/listing-actions';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { filterChips, isRange } from './filter-labels';
import * as styles from './Facets.module.css';

export function ActiveFilters() {
  const t = useCatalogT();
  const { filters } = useTransitionStore($listingSearch);
  const chips = filterChips(filters, t, useStore($categoryNames));
  if (chips.length === 0) return null;
  return (
    <section className={styles.chips} aria-label={t('activeFilters')}>
      <ul className={styles.chipList}>
        {chips.map((chip) => (
          <li key={`${chip.field}:${JSON.stringify(chip.value)}`}>
            <Button
              variant="secondary"
              size="small"
              className={styles.chip}
              aria-label={t('removeFilter', { name: chip.label })}
              // A range is one filter per field: removing it removes the field.
              onPress={() =>
                isRange(chip.value)
                  ? listingActions.removeFilter(chip.field)
                  : listingActions.removeFilter(chip.field, chip.value, chip.type)
              }
            >
              {chip.label} <span aria-hidden="true">✕</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="quiet" size="small" onPress={() => listingActions.clearFilters()}>
        {t('filtersClear')}
      </Button>
    </section>
  );
}
