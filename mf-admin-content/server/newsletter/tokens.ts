// Newsletter link tokens. The token is derived from a random per-subscription nonce with the
// platform key, and only its HMAC is stored for look-up: a database dump holds neither the token nor
// what is needed to make it, yet the server can put the same link in every later newsletter mail.
import { randomBytes } from 'node:crypto';
import type { TokenService } from '@armatura/shared-libs/server';

export const newNonce = () => randomBytes(16).toString('base64url');

/** The link token of a subscription: 43 base64url characters. */
export const linkToken = (tokens: TokenService, tenantId: number, nonce: string) =>
  Buffer.from(tokens.mac('newsletter-link', `${tenantId}:${nonce}`), 'hex').toString('base64url');

/** What is stored to find a subscription by its token. */
export const tokenMac = (tokens: TokenService, token: string) =>
  tokens.mac('newsletter-token', token);

/** The page the links open; `action=unsubscribe` makes it offer cancelling (never on a GET alone). */
export function newsletterLinks(publicUrl: string, placeholder: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/newsletter?token=${placeholder}`;
  return { confirm: base, unsubscribe: `${base}&action=unsubscribe` };
}
