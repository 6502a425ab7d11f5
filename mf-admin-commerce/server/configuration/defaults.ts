// First-start defaults. The environment (SMTP_URL, MAIL_FROM, SHOP_SELLER_*, SHOP_CONTACT_EMAIL,
// SHOP_BANK_ACCOUNT, AMQP_URL, AMQP_PREFIX) only seeds the HOST tenant's rows once (seedFromEnv in
// settings.ts); after that the back office owns the values and the variables are not read again.
// Other tenants start from the neutral values below until staff save their own.
import type {
  CompanyInformation,
  DefaultConfiguration,
  DeliveryConfiguration,
  MailConfigurationUpdate,
  MailSecurity,
  RabbitConfigurationUpdate,
} from '@armatura/shared-libs/contracts';

export const HOST_TENANT_ID = 1;
type Env = Record<string, string | undefined>;

export function companyDefaults(env: Env | null): CompanyInformation {
  return {
    name: env?.SHOP_SELLER_NAME ?? 'Armatura sp. z o.o.',
    nip: env?.SHOP_SELLER_NIP ?? '5251234560',
    regon: '',
    street: env?.SHOP_SELLER_STREET ?? 'ul. Marszałkowska 104/122',
    postalCode: env?.SHOP_SELLER_POSTAL_CODE ?? '00-017',
    city: env?.SHOP_SELLER_CITY ?? 'Warszawa',
    bankName: '',
    bankAccount: env?.SHOP_BANK_ACCOUNT ?? 'PL61 1090 1014 0000 0712 1981 2874',
    contactEmail: env?.SHOP_CONTACT_EMAIL?.trim() || 'kontakt@armatura.pl',
    phone: '',
  };
}

/** `Name <address>` or a bare address (MAIL_FROM). */
function sender(from: string | undefined) {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from ?? '');
  if (m) return { senderName: m[1] ?? '', senderEmail: m[2]! };
  return from?.includes('@')
    ? { senderName: '', senderEmail: from.trim() }
    : { senderName: 'Armatura', senderEmail: 'sklep@armatura.pl' };
}

/** smtp(s)://user:pass@host:port → the mail group; no SMTP_URL → SMTP off (host ''). */
export function mailDefaults(env: Env | null): MailConfigurationUpdate {
  const base = { ...sender(env?.MAIL_FROM), user: '', password: '' };
  const url = env?.SMTP_URL ? safeUrl(env.SMTP_URL) : null;
  if (!url) return { ...base, host: '', port: 587, security: 'starttls' };
  const tls = url.protocol === 'smtps:';
  const security: MailSecurity = tls ? 'tls' : 'none';
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port) || (tls ? 465 : 587),
    security,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

export const defaultDefaults = (): DefaultConfiguration => ({
  currency: 'PLN',
  vatRate: 23,
  guestCheckout: true,
  // Nothing is sold beyond the stock until staff switch it on (issue 14.5).
  allowBackorders: false,
});

export const deliveryDefaults = (): DeliveryConfiguration => ({
  freeDeliveryThreshold: null,
  defaultDeliveryMethodId: null,
});

export function rabbitDefaults(env: Env | null): RabbitConfigurationUpdate {
  const prefix = env?.AMQP_PREFIX?.trim() || 'armatura';
  const split = env?.AMQP_URL ? splitCredentials(env.AMQP_URL) : null;
  return split
    ? { isEnabled: true, prefix, ...split }
    : { isEnabled: false, prefix, url: '', username: '', password: '' };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** amqp://user:pass@host/vhost → the URL without credentials, and the credentials. */
export function splitCredentials(text: string) {
  const url = safeUrl(text.trim());
  if (!url) return { url: text.trim(), username: '', password: '' };
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  return { url: url.toString().replace(/\/$/, ''), username, password };
}

/** The URL amqplib connects to, credentials put back. */
export function withCredentials(url: string, username: string, password: string): string {
  const parsed = safeUrl(url);
  if (!parsed || !username) return url;
  parsed.username = encodeURIComponent(username);
  parsed.password = encodeURIComponent(password);
  return parsed.toString().replace(/\/$/, '');
}
