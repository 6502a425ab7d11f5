// The newsletter API (content domain, `Newsletter/*`): the one contract. Anyone subscribes (double
// opt-in: the mailed link to /newsletter?token=… confirms), the link's holder reads and cancels the
// subscription; staff (Pages.Newsletter) list and export subscribers. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { INT4_MAX, Nullable, PagedResult, Text } from './schema-kit.js';

/** Back-office lists: 5 a page, options 5, 10, 20 (back-office.md §9, "other admin lists"). */
export const NEWSLETTER_PAGE_SIZE = 5;
export const NEWSLETTER_PAGE_SIZES = [5, 10, 20] as const;
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
/** The link token: 43 base64url characters (256 bits). */
export const NEWSLETTER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const NEWSLETTER_MESSAGES = {
  email: 'Podaj poprawny adres e-mail.',
  /** The same answer whether or not the address was subscribed before (no enumeration). */
  subscribed:
    'Dziękujemy! Jeśli adres nie był jeszcze zapisany, wysłaliśmy na niego link potwierdzający zapis.',
  confirmed: 'Zapis na newsletter został potwierdzony.',
  unsubscribed: 'Adres został wypisany z newslettera.',
  badLink: 'Link jest nieprawidłowy lub nieaktualny.',
  needEmailOrToken: 'Podaj adres e-mail albo token z linku potwierdzającego.',
} as const;

const Status = Type.Union([
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('unsubscribed'),
]);
const Token = Type.String({ minLength: 43, maxLength: 43, pattern: NEWSLETTER_TOKEN_PATTERN });
/** Loose on purpose: the Polish message comes from newsletterEmailProblem (browser and server alike). */
const Email = Text(200);

/**
 * Newsletter/Subscribe body: `email` starts a subscription (a confirmation link is mailed), `token`
 * (from that link) confirms it. Exactly one of them.
 */
export const NewsletterSubscribeSchema = Type.Object({
  email: Type.Optional(Email),
  token: Type.Optional(Token),
});
/** Subscribe and Unsubscribe answer: what to show (never whether the address was known). */
export const NewsletterMessageSchema = Type.Object({ message: Type.String() });

/** GetNewsletterByToken query and Unsubscribe body. */
export const NewsletterTokenSchema = Type.Object({ token: Token });
/** GetNewsletterByToken answer: the link's subscription (the link is the holder's credential). */
export const NewsletterByTokenSchema = Type.Object({ email: Type.String(), status: Status });

/** One subscriber in the back office. */
export const NewsletterSubscriptionSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  status: Status,
  creationTime: Type.String(),
  confirmationTime: Nullable(Type.String()),
  unsubscriptionTime: Nullable(Type.String()),
});
export const NEWSLETTER_SORT_FIELDS = [
  'id',
  'email',
  'status',
  'creationTime',
  'confirmationTime',
] as const;
/** Newsletter/GetAll query (newest first by default); ExportCsv takes the same without paging. */
export const NewsletterListQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  status: Type.Optional(Status),
  sorting: Type.Optional(Text(100)),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: NEWSLETTER_PAGE_SIZE }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const NewsletterExportQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  status: Type.Optional(Status),
});
export const NewsletterPageSchema = PagedResult(NewsletterSubscriptionSchema);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The Polish message for an address that cannot be subscribed, or null. */
export const newsletterEmailProblem = (email: string | undefined): string | null =>
  email !== undefined && EMAIL_RE.test(email.trim()) && email.trim().length <= 200
    ? null
    : NEWSLETTER_MESSAGES.email;

export type NewsletterSubscribe = Static<typeof NewsletterSubscribeSchema>;
export type NewsletterMessage = Static<typeof NewsletterMessageSchema>;
export type NewsletterByToken = Static<typeof NewsletterByTokenSchema>;
export type NewsletterSubscription = Static<typeof NewsletterSubscriptionSchema>;
export type NewsletterListQuery = Static<typeof NewsletterListQuerySchema>;
export type NewsletterExportQuery = Static<typeof NewsletterExportQuerySchema>;
export type NewsletterPage = Static<typeof NewsletterPageSchema>;
