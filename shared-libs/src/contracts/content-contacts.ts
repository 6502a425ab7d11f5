// The contact API (content domain): the public form at /formularz_kontaktowy (`Contacts/SendMessage`,
// `Email/SendMessage`, with `Contacts/GetFormToken` for the bot check) and the staff list of messages
// (`Contacts/GetAll`, `Create`, `Update`, `Delete`, permission Pages.Contacts). The schemas bound
// sizes only; `contactProblems` gives the Polish field messages, so the form (before sending) and
// the server (on receipt) say the same thing. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import type { FieldProblem } from './account-profile.js';
import { Id, IdQueryAnyCase, INT4_MAX, Nullable, PagedResult, Text } from './schema-kit.js';

/** Contacts list: 5 a page, options 5, 10, 15 (back-office.md §9). */
export const CONTACT_PAGE_SIZE = 5;
export const CONTACT_PAGE_SIZES = [5, 10, 15] as const;
/** A person needs a few seconds to fill the form; a bot posts at once. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form left open longer must be reloaded (a fresh form token). */
export const CONTACT_FORM_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const CONTACT_LIMITS = { name: 100, email: 200, phone: 30, subject: 200, message: 5000 };
export const CONTACT_MESSAGE_MIN = 10;

export const CONTACT_MESSAGES = {
  name: 'Podaj imię i nazwisko.',
  email: 'Podaj poprawny adres e-mail.',
  phone: 'Podaj poprawny numer telefonu.',
  subject: 'Podaj temat wiadomości.',
  message: `Wiadomość musi mieć co najmniej ${CONTACT_MESSAGE_MIN} znaków.`,
  consent: 'Zgoda na przetwarzanie danych jest wymagana, abyśmy mogli odpowiedzieć.',
  invalid: 'Formularz zawiera błędy.',
  tooFast: 'Formularz został wysłany zbyt szybko. Odczekaj chwilę i spróbuj ponownie.',
  expired: 'Formularz wygasł. Odśwież stronę i wyślij wiadomość ponownie.',
  sent: 'Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.',
  notFound: 'Nie znaleziono wiadomości.',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_RE = /^\+?[0-9\s()-]{9,20}$/;

/** The fields a person writes (the staff form edits the same). */
export const ContactFields = {
  name: Text(CONTACT_LIMITS.name),
  email: Text(CONTACT_LIMITS.email),
  phone: Type.Optional(Nullable(Text(CONTACT_LIMITS.phone))),
  subject: Text(CONTACT_LIMITS.subject),
  message: Text(CONTACT_LIMITS.message),
};

/** Contacts/GetFormToken answer: a signed form-start token, sent back with the message. */
export const ContactFormTokenSchema = Type.Object({ formToken: Type.String() });

/** Contacts/SendMessage and Email/SendMessage body (the public form). */
export const ContactSendSchema = Type.Object({
  ...ContactFields,
  consent: Type.Boolean(),
  formToken: Text(2000),
  /** The honeypot: a field people never see (hidden with CSS, not type=hidden); bots fill it. */
  website: Type.Optional(Text(500)),
});
export const ContactSentSchema = Type.Object({ message: Type.String() });

/** One message in the back office. */
export const ContactSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  subject: Type.String(),
  message: Type.String(),
  isHandled: Type.Boolean(),
  note: Nullable(Type.String()),
  /** 'form' (the public form) or 'staff' (entered by staff with Contacts/Create). */
  source: Type.String(),
  creationTime: Type.String(),
  handledTime: Nullable(Type.String()),
});

const Note = Type.Optional(Nullable(Text(2000)));
/** Contacts/Create body: staff record a message that came another way (phone, letter). */
export const ContactCreateSchema = Type.Object({
  ...ContactFields,
  isHandled: Type.Optional(Type.Boolean({ default: false })),
  note: Note,
});
/** Contacts/Update body: mark handled, add a note, correct the fields; absent fields stay. */
export const ContactUpdateSchema = Type.Object({
  id: Id(),
  ...Type.Partial(Type.Object(ContactFields)).properties,
  isHandled: Type.Optional(Type.Boolean()),
  note: Note,
});
export const ContactIdQuerySchema = IdQueryAnyCase;

export const CONTACT_SORT_FIELDS = ['id', 'name', 'email', 'subject', 'creationTime'] as const;
/** Contacts/GetAll query: newest first unless `sorting` says otherwise. */
export const ContactListQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  isHandled: Type.Optional(Type.Boolean()),
  sorting: Type.Optional(Text(100)),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: CONTACT_PAGE_SIZE }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const ContactPageSchema = PagedResult(ContactSchema);

/** The Polish message per wrong field of a message (consent only where the form asks it). */
export function contactProblems(
  c: Partial<Static<typeof ContactSendSchema>>,
  opts: { requireConsent: boolean } = { requireConsent: true },
): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (c.name !== undefined && c.name.trim().length < 2) at('name', CONTACT_MESSAGES.name);
  if (c.email !== undefined && !EMAIL_RE.test(c.email.trim())) at('email', CONTACT_MESSAGES.email);
  if (c.phone && c.phone.trim() && !PHONE_RE.test(c.phone.trim()))
    at('phone', CONTACT_MESSAGES.phone);
  if (c.subject !== undefined && !c.subject.trim()) at('subject', CONTACT_MESSAGES.subject);
  if (c.message !== undefined && c.message.trim().length < CONTACT_MESSAGE_MIN)
    at('message', CONTACT_MESSAGES.message);
  if (opts.requireConsent && c.consent !== true) at('consent', CONTACT_MESSAGES.consent);
  return out;
}

export type ContactSend = Static<typeof ContactSendSchema>;
export type ContactFormToken = Static<typeof ContactFormTokenSchema>;
export type Contact = Static<typeof ContactSchema>;
export type ContactCreate = Static<typeof ContactCreateSchema>;
export type ContactUpdate = Static<typeof ContactUpdateSchema>;
export type ContactListQuery = Static<typeof ContactListQuerySchema>;
export type ContactPage = Static<typeof ContactPageSchema>;
