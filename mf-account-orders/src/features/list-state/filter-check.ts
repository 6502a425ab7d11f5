/** Checks a filter draft before it becomes the address (the API would refuse it with a 400). */
import type { AccountTextKey } from '../texts/account-texts';
import { isDay } from './list-query';

export type FilterValues = Record<string, string>;

/** Field → text key of its problem: a malformed day, a reversed range, a non-numeric id. */
export function checkFilters(
  values: FilterValues,
  numericFields: readonly string[] = [],
): Record<string, AccountTextKey> {
  const errors: Record<string, AccountTextKey> = {};
  const from = (values.dateFrom ?? '').trim();
  const to = (values.dateTo ?? '').trim();
  if (from && !isDay(from)) errors.dateFrom = 'badDate';
  if (to && !isDay(to)) errors.dateTo = 'badDate';
  if (!errors.dateFrom && !errors.dateTo && from && to && from > to) errors.dateTo = 'badRange';
  for (const name of numericFields) {
    const value = (values[name] ?? '').trim();
    if (
      value &&
      !(/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647)
    )
      errors[name] = 'badUserId';
  }
  return errors;
}
