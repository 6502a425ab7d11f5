// Bot protection without a third party: the form asks for a signed form-start token when it opens
// (Contacts/GetFormToken) and sends it back. A message is refused when the token is not ours, is
// for another shop, has expired, or comes back sooner than a person can type (CONTACT_MIN_FILL_SECONDS).
// Together with the honeypot field and the per-IP rate limit this stops the usual form spam.
import { userError, type TokenService } from '@armatura/shared-libs/server';
import {
  CONTACT_FORM_TOKEN_TTL_SECONDS,
  CONTACT_MESSAGES,
  CONTACT_MIN_FILL_SECONDS,
} from '@armatura/shared-libs/contracts';

const PURPOSE = 'contact-form';

export const issueFormToken = (tokens: TokenService, tenantId: number) =>
  tokens.issuePurposeToken(PURPOSE, { tenantId }, CONTACT_FORM_TOKEN_TTL_SECONDS);

/** Throws the Polish 400 the form shows; `now` in seconds (tests pass their own clock). */
export async function checkFormToken(
  tokens: TokenService,
  tenantId: number,
  token: string,
  now = Date.now() / 1000,
): Promise<void> {
  const claims = await tokens.verifyPurposeToken<{ tenantId?: unknown; iat?: unknown }>(
    PURPOSE,
    token,
  );
  if (!claims || claims.tenantId !== tenantId || typeof claims.iat !== 'number')
    throw userError(CONTACT_MESSAGES.expired);
  if (now - claims.iat < CONTACT_MIN_FILL_SECONDS) throw userError(CONTACT_MESSAGES.tooFast);
}
