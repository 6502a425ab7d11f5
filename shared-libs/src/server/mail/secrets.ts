// One-time secrets in mail (see contracts/mail.ts): senders call `requestMail` with a template code,
// its data and the plain secrets; it seals every secret with the platform key and publishes
// `mail.requested`. The content domain renders the template (secret placeholders left as written),
// calls `maskMail` for the e-mail log and `openMail` just before SMTP. Nothing else ever sees a
// secret's value.
import {
  MAIL_REQUESTED,
  SECRET_MASK,
  SECRET_PLACEHOLDER,
  type MailRequested,
} from '../../contracts/mail.js';
import type { Executor } from '../db/transaction.js';
import type { EventBus } from '../events/event-bus.js';
import type { TokenService } from '../auth/tokens.js';

/** The placeholder a sender writes where the recipient must see the secret `name`. */
export const secretPlaceholder = (name: string) => `{{secret:${name}}}`;

/** What a sender hands over: like the event, but `secrets` holds PLAIN values (sealed here). */
export interface MailRequest extends Omit<MailRequested, 'secrets'> {
  secrets?: Record<string, string>;
}

// Domain separation: the same AES key seals `enc_auth_token`; a sealed mail secret can never be
// passed off as an access token (its plaintext is not a JWT) nor the other way round.
const SEAL_PREFIX = 'armatura.mail-secret.v1:';
const NAME = /^[A-Za-z][\w-]*$/;
// Short values (six-digit codes) may occur in a text by chance; long ones (tokens) never do.
const LEAK_CHECK_MIN_LENGTH = 8;

const placeholdersIn = (s: string | undefined) =>
  new Set([...(s ?? '').matchAll(SECRET_PLACEHOLDER)].map((m) => m[1]!));

/** The data's text, for the checks below (lists joined). */
const dataTexts = (data: MailRequested['data']) =>
  Object.values(data).flatMap((v) =>
    v === null ? [] : Array.isArray(v) ? [...(v as readonly string[])] : [String(v)],
  );

/**
 * Throws on a programming error that would leak a secret or mail a bare placeholder. The template
 * (owned by the content domain) decides where a secret shows; the sender only must not write one in
 * clear, and a data value that refers to a secret (a link) must come with it.
 */
export function assertMailSecrets(mail: MailRequest): void {
  const secrets = mail.secrets ?? {};
  const texts = dataTexts(mail.data);
  for (const text of texts)
    for (const name of placeholdersIn(text))
      if (!(name in secrets))
        throw new Error(`requestMail: placeholder {{secret:${name}}} has no value`);
  for (const [name, value] of Object.entries(secrets)) {
    if (!NAME.test(name)) throw new Error(`requestMail: bad secret name "${name}"`);
    if (!value) throw new Error(`requestMail: secret "${name}" is empty`);
    if (
      value.length >= LEAK_CHECK_MIN_LENGTH &&
      [mail.to, ...texts].some((s) => s.includes(value))
    ) {
      throw new Error(`requestMail: the value of secret "${name}" is written in clear in the mail`);
    }
  }
}

export function sealMailSecrets(
  tokens: TokenService,
  plain: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(plain).map(([name, value]) => [name, tokens.encrypt(SEAL_PREFIX + value)]),
  );
}

/** The plain values, or null when one cannot be unsealed (another platform key, tampered). */
export function unsealMailSecrets(
  tokens: TokenService,
  sealed: Record<string, string> | undefined | null,
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(sealed ?? {})) {
    const plain = typeof value === 'string' ? tokens.decrypt(value) : null;
    if (plain === null || !plain.startsWith(SEAL_PREFIX)) return null;
    out[name] = plain.slice(SEAL_PREFIX.length);
  }
  return out;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Fills the placeholders that have a value; others stay as written. */
export function fillSecrets(body: string, values: Record<string, string>, html = false): string {
  return body.replace(SECRET_PLACEHOLDER, (whole, name: string) =>
    name in values ? (html ? escapeHtml(values[name]!) : values[name]!) : whole,
  );
}

/** Every placeholder shown as SECRET_MASK: what the e-mail log keeps. */
export const maskSecrets = (body: string) => body.replace(SECRET_PLACEHOLDER, SECRET_MASK);

/** A rendered mail's bodies as the e-mail log keeps them. */
export function maskMail(mail: { text: string; html?: string | null }): {
  text: string;
  html: string | null;
} {
  return {
    text: maskSecrets(mail.text),
    html: mail.html === undefined || mail.html === null ? null : maskSecrets(mail.html),
  };
}

/** The bodies the recipient gets, or null when the secrets cannot be unsealed. */
export function openMail(
  tokens: TokenService,
  mail: { text: string; html?: string | null; secrets?: Record<string, string> | null },
): { text: string; html?: string } | null {
  const values = unsealMailSecrets(tokens, mail.secrets);
  if (!values) return null;
  return {
    text: fillSecrets(mail.text, values),
    ...(mail.html ? { html: fillSecrets(mail.html, values, true) } : {}),
  };
}

/**
 * THE way to send mail: publishes `mail.requested` (template code + data) in the caller's
 * transaction (the outbox), with every secret sealed. The template shows a secret where it writes
 * `{{secret:code}}`; a link in the data carries `secretPlaceholder('code')` where the code goes.
 * Pass `secrets: { code }`; never write a one-time value into the data itself.
 */
export async function requestMail(
  ctx: { events: EventBus; tokens: TokenService },
  executor: Executor,
  mail: MailRequest,
): Promise<void> {
  assertMailSecrets(mail);
  const { secrets, ...rest } = mail;
  const payload: MailRequested =
    secrets && Object.keys(secrets).length
      ? { ...rest, secrets: sealMailSecrets(ctx.tokens, secrets) }
      : rest;
  await ctx.events.publish<MailRequested>(executor, {
    type: MAIL_REQUESTED,
    payload,
    tenantId: mail.tenantId,
  });
}
