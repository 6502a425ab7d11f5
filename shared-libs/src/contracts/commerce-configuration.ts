// The shop's commercial settings (owner: mf-admin-commerce), one group per Configuration/Get… and
// Configuration/Update… pair (Pages.GlobalConfiguration). Each Update sends the FULL group and
// answers the group as Get does. Secrets (SMTP password, Tpay client secret and security code,
// RabbitMQ password) are write-only: a Get answers only `…Set: boolean`; an Update that omits a
// secret or sends '' keeps the stored one. TypeBox + pure checks only: browser-safe, so the form
// (engineer B) validates with the same schemas and the same Polish messages as the server.
import { Type, type Static } from 'typebox';
import { Id, Money, Text } from './schema-kit.js';
import { isValidIban, isValidNip, isValidPostalCode, isValidRegon } from '../format/validators.js';
import { CURRENCY_SYMBOLS } from '../format/numbers.js';
import type { FieldProblem } from './account-profile.js';
import { VAT_RATES } from './commerce-delivery.js';

/** Published (outbox) after an Update commits; every process drops its cached group. */
export const COMMERCE_CONFIGURATION_CHANGED = 'commerce.configurationChanged';
export const CONFIGURATION_GROUPS = [
  'company',
  'mail',
  'default',
  'tpay',
  'rabbit',
  'delivery',
] as const;
export type ConfigurationGroup = (typeof CONFIGURATION_GROUPS)[number];
export interface CommerceConfigurationChanged {
  tenantId: number;
  group: ConfigurationGroup;
}

/** A secret in an Update body: omitted or '' keeps the stored value. */
const WriteOnly = (maxLength: number) => Type.Optional(Text(maxLength));

// ---- company information -------------------------------------------------------------------
/** Company information (invoices, PDFs, the shop's footer); `contactEmail` gets the contact form. */
export const CompanyInformationSchema = Type.Object({
  name: Text(200, { minLength: 1 }),
  nip: Text(20, { minLength: 1 }),
  /** Optional: '' when the company has none; otherwise 9 or 14 digits with a valid checksum. */
  regon: Text(20),
  street: Text(200, { minLength: 1 }),
  postalCode: Text(6, { minLength: 1 }),
  city: Text(100, { minLength: 1 }),
  bankName: Text(100),
  /** IBAN (PL + 26 digits) or the bare 26-digit Polish number; spaces allowed. */
  bankAccount: Text(42, { minLength: 1 }),
  contactEmail: Text(254, { minLength: 3 }),
  phone: Text(30),
});
export const CompanyInformationUpdateSchema = CompanyInformationSchema;

// ---- mail ----------------------------------------------------------------------------------
export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];
const MailSecuritySchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('starttls'),
  Type.Literal('tls'),
]);
const MailFields = {
  /** '' = SMTP off: mail is only kept in the e-mail log. */
  host: Text(253),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  security: MailSecuritySchema,
  user: Text(254),
  senderName: Text(100),
  senderEmail: Text(254, { minLength: 3 }),
};
export const MailConfigurationSchema = Type.Object({
  ...MailFields,
  passwordSet: Type.Boolean(),
});
export const MailConfigurationUpdateSchema = Type.Object({
  ...MailFields,
  password: WriteOnly(500),
});
/** Answer of Configuration/TestRabbitConnection: the outcome, never a 5xx for a dead server. */
export const ConnectionTestResultSchema = Type.Object({
  ok: Type.Boolean(),
  /** Polish, for the user: 'Wiadomość testowa wysłana.' or what went wrong (no credentials). */
  message: Type.String(),
});

// ---- default -------------------------------------------------------------------------------
export const DefaultConfigurationSchema = Type.Object({
  /** ISO 4217 code the shop formats (CURRENCY_SYMBOLS: PLN, EUR, …); checked by the problems below. */
  currency: Text(3, { minLength: 3 }),
  /** One of the Polish rates VAT_RATES (23, 8, 5, 0; checked by defaultConfigurationProblems). */
  vatRate: Type.Number({ minimum: 0, maximum: 100 }),
  /** Off: an anonymous visitor loses Pages.ShoppingCart (refused at /koszyk). */
  guestCheckout: Type.Boolean(),
  /**
   * On: products are sold beyond the stock ('na zamówienie'); off (default): the cart refuses a
   * quantity above the available stock (issue 14.5).
   */
  allowBackorders: Type.Boolean(),
});
/** As the group reads; `allowBackorders` omitted keeps the stored value (older clients). */
export const DefaultConfigurationUpdateSchema = Type.Object({
  ...DefaultConfigurationSchema.properties,
  allowBackorders: Type.Optional(Type.Boolean()),
});

// ---- Tpay ----------------------------------------------------------------------------------
const TpayFields = {
  clientId: Text(200),
  merchantId: Text(50),
  isSandbox: Type.Boolean(),
  /** On only with client id, secret and merchant id set (else a 400). */
  isActive: Type.Boolean(),
};
export const TpayConfigurationSchema = Type.Object({
  ...TpayFields,
  clientSecretSet: Type.Boolean(),
  /** The merchant's notification security code (checks notifications with the JWS signature). */
  securityCodeSet: Type.Boolean(),
  /** Derived from the mode and the shop's public URL: shown, not edited. */
  apiUrl: Type.String(),
  jwsCertificateUrl: Type.String(),
  notificationUrl: Type.String(),
  returnUrl: Type.String(),
});
export const TpayConfigurationUpdateSchema = Type.Object({
  ...TpayFields,
  clientSecret: WriteOnly(500),
  securityCode: WriteOnly(500),
});

// ---- RabbitMQ (platform-wide: the host tenant's row, see mf-admin-commerce/server/README.md) ----
export const RabbitConnectionStateSchema = Type.Union([
  Type.Literal('connected'),
  Type.Literal('connecting'),
  Type.Literal('disabled'),
]);
const RabbitFields = {
  /** Off: events are dispatched in-process from the outbox (the shop works without a broker). */
  isEnabled: Type.Boolean(),
  /** amqp(s)://host:port/vhost WITHOUT credentials (credentials typed in the URL are split off). */
  url: Text(500),
  username: Text(200),
  /** Exchange and queue name prefix: the topic exchange is `<prefix>.events`. */
  prefix: Text(50, { pattern: '^[a-z0-9][a-z0-9_.-]*$' }),
};
export const RabbitConfigurationSchema = Type.Object({
  ...RabbitFields,
  passwordSet: Type.Boolean(),
  /** This process's relay right now (an Update reconnects it). */
  state: RabbitConnectionStateSchema,
});
export const RabbitConfigurationUpdateSchema = Type.Object({
  ...RabbitFields,
  password: WriteOnly(500),
});

// ---- delivery ------------------------------------------------------------------------------
// Null first: with type coercion on, a null tried against the number first would become 0.
export const DeliveryConfigurationSchema = Type.Object({
  /** Gross order value from which delivery is free; null = never free. */
  freeDeliveryThreshold: Type.Union([Type.Null(), Money()]),
  /** Preselected at checkout; must be an active delivery method of the tenant. */
  defaultDeliveryMethodId: Type.Union([Type.Null(), Id()]),
});
export const DeliveryConfigurationUpdateSchema = DeliveryConfigurationSchema;

export type CompanyInformation = Static<typeof CompanyInformationSchema>;
export type MailConfiguration = Static<typeof MailConfigurationSchema>;
export type MailConfigurationUpdate = Static<typeof MailConfigurationUpdateSchema>;
export type ConnectionTestResult = Static<typeof ConnectionTestResultSchema>;
export type DefaultConfiguration = Static<typeof DefaultConfigurationSchema>;
export type DefaultConfigurationUpdate = Static<typeof DefaultConfigurationUpdateSchema>;
export type TpayConfigurationView = Static<typeof TpayConfigurationSchema>;
export type TpayConfigurationUpdate = Static<typeof TpayConfigurationUpdateSchema>;
export type RabbitConfiguration = Static<typeof RabbitConfigurationSchema>;
export type RabbitConfigurationUpdate = Static<typeof RabbitConfigurationUpdateSchema>;
export type DeliveryConfiguration = Static<typeof DeliveryConfigurationSchema>;

// ---- checks beyond the schema (the same Polish messages in the form and in the 400) ----------
export const CONFIGURATION_MESSAGES = {
  name: 'Podaj nazwę firmy.',
  nip: 'Nieprawidłowy NIP (błędna suma kontrolna).',
  regon: 'Nieprawidłowy REGON (błędna suma kontrolna).',
  postalCode: 'Kod pocztowy w formacie 00-000.',
  bankAccount: 'Nieprawidłowy numer rachunku bankowego (IBAN).',
  email: 'Podaj poprawny adres e-mail.',
  host: 'Podaj nazwę serwera SMTP.',
  tpayActive: 'Aby włączyć Tpay, podaj identyfikator klienta, sekret i identyfikator sprzedawcy.',
  rabbitUrl: 'Adres RabbitMQ w formacie amqp://host:port lub amqps://host:port.',
  defaultDelivery: 'Wybierz aktywną metodę dostawy.',
  vatRate: 'Wybierz stawkę VAT: 23, 8, 5 lub 0%.',
  currency: 'Wybierz walutę z listy (np. PLN).',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (s: string) => EMAIL_RE.test(s.trim());

export function companyInformationProblems(c: CompanyInformation): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (!c.name.trim()) at('name', CONFIGURATION_MESSAGES.name);
  if (!isValidNip(c.nip)) at('nip', CONFIGURATION_MESSAGES.nip);
  if (c.regon.trim() && !isValidRegon(c.regon)) at('regon', CONFIGURATION_MESSAGES.regon);
  if (!isValidPostalCode(c.postalCode)) at('postalCode', CONFIGURATION_MESSAGES.postalCode);
  if (!isValidIban(c.bankAccount)) at('bankAccount', CONFIGURATION_MESSAGES.bankAccount);
  if (!isEmail(c.contactEmail)) at('contactEmail', CONFIGURATION_MESSAGES.email);
  return out;
}

export function mailConfigurationProblems(m: MailConfigurationUpdate): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (!isEmail(m.senderEmail))
    out.push({ message: CONFIGURATION_MESSAGES.email, members: ['senderEmail'] });
  if (m.host !== m.host.trim() || /[\s/@]/.test(m.host))
    out.push({ message: CONFIGURATION_MESSAGES.host, members: ['host'] });
  return out;
}

export function defaultConfigurationProblems(d: DefaultConfiguration): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (!Object.hasOwn(CURRENCY_SYMBOLS, d.currency))
    out.push({ message: CONFIGURATION_MESSAGES.currency, members: ['currency'] });
  if (!(VAT_RATES as readonly number[]).includes(d.vatRate))
    out.push({ message: CONFIGURATION_MESSAGES.vatRate, members: ['vatRate'] });
  return out;
}

/** `hasSecret`: whether a client secret is stored (an Update may keep it by omitting it). */
export function tpayConfigurationProblems(
  t: TpayConfigurationUpdate,
  hasSecret: boolean,
): FieldProblem[] {
  const secret = Boolean(t.clientSecret) || hasSecret;
  return t.isActive && !(t.clientId.trim() && t.merchantId.trim() && secret)
    ? [{ message: CONFIGURATION_MESSAGES.tpayActive, members: ['isActive'] }]
    : [];
}

export function rabbitConfigurationProblems(r: RabbitConfigurationUpdate): FieldProblem[] {
  const ok = /^amqps?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(r.url.trim());
  return (r.isEnabled || r.url.trim()) && !ok
    ? [{ message: CONFIGURATION_MESSAGES.rabbitUrl, members: ['url'] }]
    : [];
}
