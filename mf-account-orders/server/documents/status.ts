// A document's status, derived on the day of the question (never stored, so it cannot go stale):
// paid → paid_at set; overdue → unpaid and due before today; new → unpaid, not overdue, issued
// less than NEW_DOCUMENT_DAYS ago; unpaid → the rest. The `unpaid` filter means "still to pay"
// (new + unpaid + overdue). Days are Polish calendar days (Europe/Warsaw).
import { sql, type RawBuilder } from 'kysely';
import {
  DOCUMENT_STATUS_NAMES,
  NEW_DOCUMENT_DAYS,
  type DocumentStatus,
} from '@armatura/shared-libs/contracts';

const WARSAW_DAY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of a moment on the Polish calendar. */
export const warsawDay = (at: Date | string = new Date()) => WARSAW_DAY.format(new Date(at));

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function documentStatus(
  d: { paidAt: string | null; dueDate: string; issueDate: string },
  today: string,
): DocumentStatus {
  if (d.paidAt) return 'paid';
  if (d.dueDate < today) return 'overdue';
  return d.issueDate > addDays(today, -NEW_DOCUMENT_DAYS) ? 'new' : 'unpaid';
}

export const statusName = (s: DocumentStatus) => DOCUMENT_STATUS_NAMES[s];

/** The list filter for `status` on the table aliased `d`, as of `today`. */
export function statusCondition(status: DocumentStatus, today: string): RawBuilder<boolean> {
  const newSince = addDays(today, -NEW_DOCUMENT_DAYS);
  switch (status) {
    case 'paid':
      return sql<boolean>`d.paid_at is not null`;
    case 'overdue':
      return sql<boolean>`d.paid_at is null and d.due_date < ${today}::date`;
    case 'new':
      return sql<boolean>`d.paid_at is null and d.due_date >= ${today}::date and d.issue_date > ${newSince}::date`;
    case 'unpaid':
      return sql<boolean>`d.paid_at is null`;
  }
}
