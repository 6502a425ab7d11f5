/**
 * The point-of-sale form as the user types it (text fields, a closed box per day) ↔ the contract's
 * input. Checked with the contract's `pointOfSaleProblems`, so the form refuses exactly what the
 * server would, with the same Polish messages, keyed by the field they name.
 */
import { Value } from 'typebox/value';
import {
  POINT_OF_SALE_MESSAGES,
  PointOfSaleInputSchema,
  pointOfSaleProblems,
  type PointOfSale,
  type PointOfSaleInput,
} from '@armatura/shared-libs/contracts';
import { localizeMessage } from '../contract-messages/contract-messages';

export interface DayForm {
  day: number;
  closed: boolean;
  opens: string;
  closes: string;
}
export interface PointForm {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  latitude: string;
  longitude: string;
  days: DayForm[];
  isPickupPoint: boolean;
  isActive: boolean;
}
/** Field → message; a day's hours are `openingHoursByDay.<day>`. */
export type FormErrors = Record<string, string>;

const DAYS = [1, 2, 3, 4, 5, 6, 7];

export const emptyPointForm = (): PointForm => ({
  name: '',
  street: '',
  postalCode: '',
  city: '',
  phone: '',
  email: '',
  latitude: '',
  longitude: '',
  days: DAYS.map((day) => ({
    day,
    closed: day === 7,
    opens: day === 7 ? '' : day === 6 ? '10:00' : '09:00',
    closes: day === 7 ? '' : day === 6 ? '14:00' : '18:00',
  })),
  isPickupPoint: true,
  isActive: true,
});

export function formOf(p: PointOfSale): PointForm {
  const week = p.openingHoursByDay ?? [];
  return {
    name: p.name,
    street: p.street,
    postalCode: p.postalCode,
    city: p.city,
    phone: p.phone ?? '',
    email: p.email ?? '',
    latitude: p.latitude == null ? '' : String(p.latitude).replace('.', ','),
    longitude: p.longitude == null ? '' : String(p.longitude).replace('.', ','),
    // A point saved before per-day hours existed starts from the defaults.
    days:
      week.length === 7
        ? week.map((d) => ({
            day: d.day,
            closed: !d.opens,
            opens: d.opens ?? '',
            closes: d.closes ?? '',
          }))
        : emptyPointForm().days,
    isPickupPoint: p.isPickupPoint,
    isActive: p.isActive,
  };
}

/** '52,2297' or '52.2297' → 52.2297; '' → undefined (no coordinates); anything else → NaN. */
export function parseCoordinate(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!t) return undefined;
  return /^-?\d{1,3}(\.\d{1,6})?$/.test(t) ? Number(t) : Number.NaN;
}

export function toPointInput(f: PointForm): PointOfSaleInput {
  const latitude = parseCoordinate(f.latitude);
  const longitude = parseCoordinate(f.longitude);
  return {
    name: f.name.trim(),
    street: f.street.trim(),
    postalCode: f.postalCode.trim(),
    city: f.city.trim(),
    phone: f.phone.trim(),
    email: f.email.trim(),
    ...(latitude === undefined ? {} : { latitude }),
    ...(longitude === undefined ? {} : { longitude }),
    openingHoursByDay: f.days.map((d) => ({
      day: d.day,
      opens: d.closed ? null : d.opens.trim() || null,
      closes: d.closed ? null : d.closes.trim() || null,
    })),
    isPickupPoint: f.isPickupPoint,
    isActive: f.isActive,
  };
}

const messages: Record<string, string> = POINT_OF_SALE_MESSAGES;

/** The first message per field: the contract's rules, then its schema (lengths); {} when fine. */
export function validatePoint(f: PointForm): FormErrors {
  const errors: FormErrors = {};
  const input = toPointInput(f);
  for (const p of pointOfSaleProblems(input))
    for (const m of p.members) errors[m] ??= localizeMessage(p.message);
  const fields: Record<string, unknown> = input;
  for (const [field, schema] of Object.entries(PointOfSaleInputSchema.properties)) {
    // The days are checked one by one above (openingHoursByDay.<day>).
    if (field === 'openingHoursByDay' || fields[field] === undefined || errors[field]) continue;
    const [first] = Value.Errors(schema, fields[field]);
    if (first) errors[field] = localizeMessage(messages[field] ?? first.message);
  }
  return errors;
}
