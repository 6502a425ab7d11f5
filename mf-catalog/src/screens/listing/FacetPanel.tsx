/**
 * Filters of the listing: 'pokaż niedostępne', value facets with counts, price and dimension
 * ranges. Every change goes through the listing actions (page 1, URL, latest answer only).
 */
import { useStore } from '@nanostores/react';
import { Button, Switch } from '@armatura/shared-libs/ui';
import { $categoryNames } from '../../features/categories/category-store';
import { useTransitionStore } from '../../features/layout/use-transition-store';
import { $listingSearch } from '../../features/search/listing-search';
import { listingActions } from '../../features/search/listing-actions';
import { filterValues } from '../../features/search/listing-search-state';
import { FIELDS, RANGE_FILTERS, VALUE_FACETS } from '../../features/search/search-config';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { fieldLabel, isRange, rangeLabel } from './filter-labels';
import { RangeFilter } from './RangeFilter';
import { ValueFacet } from './ValueFacet';
import * as styles from './Facets.module.css';

/** `hiddenFields`: facets the listing itself already fixes (the category of a category page…). */
export function FacetPanel({ hiddenFields = [] }: { hiddenFields?: readonly string[] }) {
  const t = useCatalogT();
  const search = useTransitionStore($listingSearch);
  const categoryNames = useStore($categoryNames);
  const showUnavailable = filterValues(search.filters, FIELDS.inStock).length === 0;
  const userFilters = search.filters.filter((f) => f.field !== FIELDS.inStock);

  const describeCategory = (value: unknown) => categoryNames.get(Number(value)) ?? null;

  return (
    <div className={styles.panel}>
      <Switch
        isSelected={showUnavailable}
        onChange={(on) =>
          on
            ? listingActions.removeFilter(FIELDS.inStock)
            : listingActions.setFilter(FIELDS.inStock, true, 'all')
        }
        className={styles.switch}
      >
        {t('showUnavailable')}
      </Switch>
      {VALUE_FACETS.filter((facet) => !hiddenFields.includes(facet.field)).map((facet) => (
        <ValueFacet
          key={facet.field}
          field={facet.field}
          label={fieldLabel(facet.field, t)}
          entries={search.facets[facet.field] ?? []}
          selected={filterValues(search.filters, facet.field)}
          describe={facet.field === FIELDS.category ? describeCategory : String}
          onToggle={(value, on) =>
            on
              ? listingActions.addFilter(facet.field, value, 'any')
              : listingActions.removeFilter(facet.field, value, 'any')
          }
        />
      ))}
      {RANGE_FILTERS.map((range) => {
        const current = filterValues(search.filters, range.field).find(isRange) ?? null;
        return (
          <RangeFilter
            key={range.field}
            field={range.field}
            label={t(range.labelKey)}
            step={range.step}
            current={current}
            buckets={range.field === FIELDS.price ? (search.facets[range.field] ?? []) : []}
            onApply={(value) =>
              value
                ? listingActions.setFilter(
                    range.field,
                    { ...value, name: value.name || rangeLabel(value, t) },
                    'all',
                  )
                : listingActions.removeFilter(range.field)
            }
          />
        );
      })}
      {userFilters.length > 0 && (
        <Button
          variant="secondary"
          onPress={() => listingActions.clearFilters()}
          className={styles.clear}
        >
          {t('filtersClear')}
        </Button>
      )}
    </div>
  );
}
