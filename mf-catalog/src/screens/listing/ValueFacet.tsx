/** A value facet: tick values (multi-select, 'any'), counts beside them, the first few shown. */
import { useState } from 'react';
import { Button, Checkbox } from '@armatura/shared-libs/ui';
import type { FacetEntry } from '../../features/search/listing-search-state';
import { FACET_VISIBLE_VALUES } from '../../features/search/search-config';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Facets.module.css';

export interface ValueFacetProps {
  field: string;
  label: string;
  entries: FacetEntry[];
  selected: unknown[];
  /** Display text of a value (category ids → names); null hides the value. */
  describe?: (value: unknown) => string | null;
  onToggle(value: string | number, selected: boolean): void;
}

export function ValueFacet({
  field,
  label,
  entries,
  selected,
  describe = String,
  onToggle,
}: ValueFacetProps) {
  const t = useCatalogT();
  const [expanded, setExpanded] = useState(false);
  const isSelected = (value: unknown) => selected.some((s) => String(s) === String(value));
  // Ticked values stay visible even when the answer no longer counts them.
  const missing = selected
    .filter((value) => !entries.some((e) => String(e.value) === String(value)))
    .map((value) => ({ value, count: 0 }));
  const all = [...entries, ...missing]
    .map((entry) => ({ ...entry, text: describe(entry.value) }))
    .filter((entry): entry is FacetEntry & { text: string } => entry.text !== null);
  if (all.length === 0) return null;
  const visible = expanded ? all : all.slice(0, FACET_VISIBLE_VALUES);
  const headingId = `facet-${field.replace(/[^\w-]/g, '_')}`;
  return (
    <section className={styles.facet} aria-labelledby={headingId} data-facet={field}>
      <h3 id={headingId} className={styles.facetTitle}>
        {label}
      </h3>
      <ul className={styles.values}>
        {visible.map((entry) => (
          <li key={String(entry.value)}>
            <Checkbox
              isSelected={isSelected(entry.value)}
              onChange={(on) => onToggle(entry.value as string | number, on)}
              className={styles.valueCheckbox}
            >
              <span className={styles.valueText}>{entry.text}</span>
              <span className={styles.valueCount}>{entry.count}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
      {all.length > FACET_VISIBLE_VALUES && (
        <Button
          variant="quiet"
          size="small"
          onPress={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? t('facetShowLess') : t('facetShowMore')}
        </Button>
      )}
    </section>
  );
}
