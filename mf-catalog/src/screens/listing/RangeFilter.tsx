/**
 * A from/to range (price on valueBrutto, weight, height, width, length; storefront.md §5):
 * either bound may be empty; the range is applied with the button or Enter.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, NumberField, useHydrated } from '@armatura/shared-libs/ui';
import type { FacetEntry } from '../../features/search/listing-search-state';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { isRange, rangeLabel, type RangeValue } from './filter-labels';
import * as styles from './Facets.module.css';

export interface RangeFilterProps {
  field: string;
  label: string;
  step: number;
  current: RangeValue | null;
  /** Server buckets with counts (price only). */
  buckets?: FacetEntry[];
  onApply(range: RangeValue | null): void;
}

const toInput = (value: number | undefined) => (value === undefined ? NaN : value);

export function RangeFilter({
  field,
  label,
  step,
  current,
  buckets = [],
  onApply,
}: RangeFilterProps) {
  const t = useCatalogT();
  const [from, setFrom] = useState(toInput(current?.from));
  const [to, setTo] = useState(toInput(current?.to));
  useEffect(() => {
    setFrom(toInput(current?.from));
    setTo(toInput(current?.to));
  }, [current?.from, current?.to]);
  const invalid = Number.isFinite(from) && Number.isFinite(to) && from > to;
  // A wide screen's listing HTML carries this form before its script runs: a bound typed there
  // would be lost when the page hydrates, so the fields wait, disabled (ARCHITECTURE.md §4).
  const ready = useHydrated();
  const headingId = `range-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const range: RangeValue = {};
    if (Number.isFinite(from)) range.from = from;
    if (Number.isFinite(to)) range.to = to;
    onApply(
      range.from === undefined && range.to === undefined
        ? null
        : { ...range, name: rangeLabel(range, t) },
    );
  };

  return (
    <section className={styles.facet} aria-labelledby={headingId} data-range={field}>
      <h3 id={headingId} className={styles.facetTitle}>
        {label}
      </h3>
      {buckets.length > 0 && (
        <ul className={styles.buckets}>
          {buckets
            .filter((b) => isRange(b.value))
            .map((bucket) => {
              const value = bucket.value as RangeValue;
              const active = current?.from === value.from && current?.to === value.to;
              return (
                <li key={rangeLabel(value, t)}>
                  <Button
                    variant={active ? 'primary' : 'quiet'}
                    size="small"
                    isDisabled={bucket.count === 0 && !active}
                    aria-pressed={active}
                    onPress={() => onApply(active ? null : value)}
                  >
                    {rangeLabel(value, t)} <span className={styles.valueCount}>{bucket.count}</span>
                  </Button>
                </li>
              );
            })}
        </ul>
      )}
      <form className={styles.range} onSubmit={submit} aria-labelledby={headingId}>
        <NumberField
          aria-label={`${label} ${t('rangeFrom')}`}
          placeholder={t('rangeFrom')}
          value={from}
          onChange={setFrom}
          minValue={0}
          step={step}
          hideStepper
          isDisabled={!ready}
        />
        <span aria-hidden="true">–</span>
        <NumberField
          aria-label={`${label} ${t('rangeTo')}`}
          placeholder={t('rangeTo')}
          value={to}
          onChange={setTo}
          minValue={0}
          step={step}
          hideStepper
          isDisabled={!ready}
        />
        <Button type="submit" variant="secondary" size="small" isDisabled={invalid || !ready}>
          {t('rangeApply')}
        </Button>
      </form>
      {invalid && (
        <p className={styles.rangeError} role="alert">
          {t('rangeInvalid')}
        </p>
      )}
    </section>
  );
}
