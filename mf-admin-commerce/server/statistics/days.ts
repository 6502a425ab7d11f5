// Calendar days of the statistics: an order belongs to the Warsaw day it was placed on, and ranges,
// previous periods and buckets are plain `YYYY-MM-DD` days (date arithmetic in UTC, so no DST hour
// ever shifts a day). Bad input becomes a 400 with a Polish message.
import { userError } from '@armatura/shared-libs/server';
import {
  STATISTICS_MAX_DAYS,
  STATISTICS_MESSAGES,
  type StatisticsInterval,
  type StatisticsPeriods,
} from '@armatura/shared-libs/contracts';

const WARSAW = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MS = 86_400_000;

/** The Warsaw calendar day of an instant (ISO timestamp). */
export const warsawDay = (iso: string | Date): string => WARSAW.format(new Date(iso));

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => fromTime(toTime(day) + n * DAY_MS);
const daysBetween = (a: string, b: string) => Math.round((toTime(b) - toTime(a)) / DAY_MS);

/** A real calendar day (2026-02-31 is refused, not rolled over). */
function checkDay(day: string) {
  const t = toTime(day);
  // From 1970 on: the previous period stays a day PostgreSQL holds (it has no year 0).
  if (Number.isNaN(t) || fromTime(t) !== day || day < '1970-01-01')
    throw userError(STATISTICS_MESSAGES.badDay);
}

/** The asked range and the previous period of the same length, checked. */
export function periodsOf(from: string, to: string): StatisticsPeriods {
  checkDay(from);
  checkDay(to);
  const length = daysBetween(from, to) + 1;
  if (length < 1) throw userError(STATISTICS_MESSAGES.order);
  if (length > STATISTICS_MAX_DAYS) throw userError(STATISTICS_MESSAGES.tooLong);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** The first day of the bucket holding `day` (ISO weeks start on Monday). */
export function bucketOf(day: string, interval: StatisticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

/** Every bucket of the range in order, each named by its first day inside the range. */
export function bucketsOf(from: string, to: string, interval: StatisticsInterval) {
  const out: { key: string; period: string }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = bucketOf(day, interval);
    if (out.at(-1)?.key !== key) out.push({ key, period: day });
  }
  return out;
}
