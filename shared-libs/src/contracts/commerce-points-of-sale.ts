// Points of sale in the back office (owner: mf-admin-commerce, Pages.PointsOfSale):
// PointsOfSale/Create, Update, Delete and the staff view of GetAll/Get. The answer is the
// PointOfSale of commerce.ts (what checkout reads too). `pointOfSaleProblems` holds the rules a
// schema cannot say (both coordinates or none, a day opens before it closes), with the Polish
// messages the server answers and the form shows. TypeBox + pure checks: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, PagedQuery, Text } from './schema-kit.js';
import { OpeningDaySchema, type PointOfSale } from './commerce.js';
import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from './account-profile.js';
import type { FieldProblem } from './account-profile.js';

export type OpeningDay = Static<typeof OpeningDaySchema>;
export type { PointOfSale };

/** Back-office list: 5 a page, 5/10/20 offered (back-office.md §9 "other admin lists"). */
export const POINT_OF_SALE_PAGE_SIZES = [5, 10, 20] as const;
export const POINT_OF_SALE_PAGE_SIZE = 5;

/** GetAll: `includeInactive` counts only for a caller holding Pages.PointsOfSale (others: active only). */
export const PointOfSaleAdminListQuerySchema = Type.Object({
  ...PagedQuery.properties,
  includeInactive: Type.Optional(Type.Boolean()),
});
export type PointOfSaleAdminListQuery = Static<typeof PointOfSaleAdminListQuerySchema>;

/** Create body. Coordinates: WGS84 degrees, both or none. `openingHoursByDay`: exactly the 7 days, Monday first. */
export const PointOfSaleInputSchema = Type.Object({
  name: Text(200, { minLength: 1 }),
  street: Text(200, { minLength: 1 }),
  postalCode: Text(6, { pattern: POSTAL_CODE_PATTERN }),
  city: Text(100, { minLength: 1 }),
  /** '' = none. Checked (with Polish messages) by pointOfSaleProblems. */
  phone: Text(30),
  /** '' = none. */
  email: Text(200),
  // Absent = not placed on a map. Not Nullable: the validator's type coercion would turn a null
  // number into 0 (a point in the Gulf of Guinea).
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  openingHoursByDay: Type.Array(OpeningDaySchema, { minItems: 7, maxItems: 7 }),
  isPickupPoint: Type.Boolean(),
  isActive: Type.Boolean(),
});
export const PointOfSaleUpdateSchema = Type.Object({
  id: Id(),
  ...PointOfSaleInputSchema.properties,
});
export type PointOfSaleInput = Static<typeof PointOfSaleInputSchema>;
export type PointOfSaleUpdate = Static<typeof PointOfSaleUpdateSchema>;

export const POINT_OF_SALE_MESSAGES = {
  notFound: 'Nie znaleziono punktu sprzedaży.',
  name: 'Podaj nazwę punktu.',
  street: 'Podaj ulicę i numer.',
  city: 'Podaj miejscowość.',
  postalCode: 'Kod pocztowy ma postać 00-000.',
  phone: 'Podaj poprawny numer telefonu (9–20 cyfr).',
  email: 'Podaj poprawny adres e-mail.',
  latitude: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  longitude: 'Długość geograficzna musi być liczbą od -180 do 180.',
  bothCoordinates: 'Podaj obie współrzędne albo żadnej.',
  days: 'Godziny otwarcia podaje się dla każdego dnia tygodnia (pn–nd) po jednym razie.',
  hours: 'Podaj godzinę otwarcia i zamknięcia (GG:MM) albo zaznacz, że punkt jest zamknięty.',
  order: 'Godzina zamknięcia musi być późniejsza niż godzina otwarcia.',
  invalid: 'Popraw dane punktu sprzedaży.',
} as const;

/** Polish short day names, Monday first (the summary and the form use them). */
export const WEEKDAY_SHORT_PL = ['pn', 'wt', 'śr', 'czw', 'pt', 'sob', 'nd'] as const;

const inRange = (v: number | undefined, limit: number) =>
  v === undefined || (Number.isFinite(v) && v >= -limit && v <= limit);
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The rules a schema cannot express; `members` name the form fields. Empty when the input is fine. */
export function pointOfSaleProblems(p: PointOfSaleInput): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (!p.name.trim()) at('name', POINT_OF_SALE_MESSAGES.name);
  if (!p.street.trim()) at('street', POINT_OF_SALE_MESSAGES.street);
  if (!p.city.trim()) at('city', POINT_OF_SALE_MESSAGES.city);
  if (!new RegExp(POSTAL_CODE_PATTERN).test(p.postalCode))
    at('postalCode', POINT_OF_SALE_MESSAGES.postalCode);
  if (p.phone.trim() && !new RegExp(PHONE_PATTERN).test(p.phone.trim()))
    at('phone', POINT_OF_SALE_MESSAGES.phone);
  if (p.email.trim() && !new RegExp(EMAIL_PATTERN).test(p.email.trim()))
    at('email', POINT_OF_SALE_MESSAGES.email);
  if (!inRange(p.latitude, 90)) at('latitude', POINT_OF_SALE_MESSAGES.latitude);
  if (!inRange(p.longitude, 180)) at('longitude', POINT_OF_SALE_MESSAGES.longitude);
  if ((p.latitude === undefined) !== (p.longitude === undefined))
    at(p.latitude === undefined ? 'latitude' : 'longitude', POINT_OF_SALE_MESSAGES.bothCoordinates);
  const days = p.openingHoursByDay.map((d) => d.day).join(',');
  if (days !== '1,2,3,4,5,6,7') at('openingHoursByDay', POINT_OF_SALE_MESSAGES.days);
  for (const d of p.openingHoursByDay) {
    const member = `openingHoursByDay.${d.day}`;
    if ((d.opens === null) !== (d.closes === null)) at(member, POINT_OF_SALE_MESSAGES.hours);
    else if (d.opens !== null && d.closes !== null) {
      if (!TIME.test(d.opens) || !TIME.test(d.closes)) at(member, POINT_OF_SALE_MESSAGES.hours);
      else if (d.opens >= d.closes) at(member, POINT_OF_SALE_MESSAGES.order);
    }
  }
  return out;
}

/** '09:00' → '9:00' (the way Polish shop signs write hours). */
const short = (t: string) => t.replace(/^0(?=\d)/, '');

/**
 * The week as one line for checkout and order snapshots: consecutive days with the same hours
 * are joined ('pn–pt 9:00–18:00, sob 10:00–14:00'); closed days are left out. null when closed all week.
 */
export function summarizeOpeningHours(week: OpeningDay[]): string | null {
  const parts: string[] = [];
  const sorted = [...week].sort((a, b) => a.day - b.day);
  let i = 0;
  while (i < sorted.length) {
    const d = sorted[i]!;
    let j = i;
    while (
      j + 1 < sorted.length &&
      sorted[j + 1]!.day === sorted[j]!.day + 1 &&
      sorted[j + 1]!.opens === d.opens &&
      sorted[j + 1]!.closes === d.closes
    )
      j++;
    if (d.opens && d.closes) {
      const from = WEEKDAY_SHORT_PL[d.day - 1];
      const days = j > i ? `${from}–${WEEKDAY_SHORT_PL[sorted[j]!.day - 1]}` : from;
      parts.push(`${days} ${short(d.opens)}–${short(d.closes)}`);
    }
    i = j + 1;
  }
  return parts.length ? parts.join(', ') : null;
}
