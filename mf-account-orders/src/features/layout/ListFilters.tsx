/**
 * The filter form of the order and document lists: a search text, a date range (YYYY-MM-DD, the
 * shop's date input format) and list-specific extra fields. The draft lives here until "Filtruj";
 * the list state itself is the address (the store navigates).
 */
import { useState, type FormEvent } from 'react';
import { Button, Form, TextField } from '@armatura/shared-libs/ui';
import { checkFilters, type FilterValues } from '../list-state/filter-check';
import { useAccountT } from '../texts/account-texts';
import * as s from './layout.module.css';

export interface ExtraField {
  name: string;
  label: string;
  /** Digits only (ids): the field refuses anything else before the API would. */
  numeric?: boolean;
}

export function ListFilters({
  values,
  searchLabel,
  extra = [],
  onApply,
}: {
  values: FilterValues;
  searchLabel: string;
  extra?: ExtraField[];
  onApply(values: FilterValues): void;
}) {
  const t = useAccountT();
  const [draft, setDraft] = useState<FilterValues>(values);
  const key = JSON.stringify(values);
  const [seen, setSeen] = useState(key);
  // The address changed under the form (back button, a link): show what the list shows.
  if (seen !== key) {
    setSeen(key);
    setDraft(values);
  }
  const errors = checkFilters(
    draft,
    extra.filter((f) => f.numeric).map((f) => f.name),
  );
  const [submitted, setSubmitted] = useState(false);
  const set = (name: string) => (value: string) => setDraft({ ...draft, [name]: value });
  const error = (name: string) => (submitted && errors[name] ? t(errors[name]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onApply(trimmed(draft));
  };
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(draft).map((k) => [k, '']));
    setSubmitted(false);
    setDraft(empty);
    onApply(empty);
  };

  return (
    <Form className={s.filters} onSubmit={submit} aria-label={t('filtersTitle')}>
      <TextField
        className={s.filterWide}
        label={searchLabel}
        value={draft.filter ?? ''}
        onChange={set('filter')}
      />
      {(['dateFrom', 'dateTo'] as const).map((name) => (
        <TextField
          key={name}
          label={t(name)}
          placeholder={t('dateHint')}
          description={t('dateHint')}
          inputMode="numeric"
          value={draft[name] ?? ''}
          onChange={set(name)}
          isInvalid={Boolean(error(name))}
          errorMessage={error(name)}
        />
      ))}
      {extra.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          inputMode={field.numeric ? 'numeric' : undefined}
          value={draft[field.name] ?? ''}
          onChange={set(field.name)}
          isInvalid={Boolean(error(field.name))}
          errorMessage={error(field.name)}
        />
      ))}
      <div className={s.filterButtons}>
        <Button type="submit">{t('applyFilters')}</Button>
        <Button variant="quiet" onPress={clear}>
          {t('clearFilters')}
        </Button>
      </div>
    </Form>
  );
}

const trimmed = (values: FilterValues): FilterValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
