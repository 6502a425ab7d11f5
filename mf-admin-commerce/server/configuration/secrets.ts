// Secrets of the settings at rest (SMTP and RabbitMQ passwords, the Tpay client secret and security
// code): AES-256-GCM with the platform key, through the same TokenService primitive that seals mail
// secrets and `enc_auth_token`. Domain separation: the plaintext carries its own prefix, so a sealed
// mail secret or token can never be passed off as a settings secret, nor the other way round.
import type { TokenService } from '@armatura/shared-libs/server';

const PURPOSE = 'armatura.config-secret.v1:';
/** Marks a sealed column value; anything else is a legacy plain value (resealed at start). */
export const SEALED = 'sealed:';

export const sealSetting = (tokens: TokenService, plain: string): string =>
  plain ? SEALED + tokens.encrypt(PURPOSE + plain) : '';

export const isSealed = (stored: string) => stored.startsWith(SEALED);

/**
 * The plain value; '' for none. A value written before sealing existed (or by a test straight into
 * the table) is read as it is; null when a sealed value cannot be opened (another platform key).
 */
export function openSetting(
  tokens: TokenService,
  stored: string | undefined | null,
): string | null {
  if (!stored) return '';
  if (!isSealed(stored)) return stored;
  const plain = tokens.decrypt(stored.slice(SEALED.length));
  return plain !== null && plain.startsWith(PURPOSE) ? plain.slice(PURPOSE.length) : null;
}
