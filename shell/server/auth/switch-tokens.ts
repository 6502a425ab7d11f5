// One-time tokens for impersonation and linked-account switches. They live 60 s, are signed with
// their own purpose ('impersonation' | 'switch', never 'access': TokenService.verify refuses them as
// bearer tokens), are redeemed once at their exchange endpoint (the jti goes into shell.used_tokens,
// so a replay is refused), and carry the token version of the user on whose authority the switch
// happens: a switch requested before that user's sessions were revoked is refused.
import { sql, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { isCurrent } from '../identity/sessions.js';

export type SwitchPurpose = 'impersonation' | 'switch';

export interface SwitchTokenData {
  tenantId: number;
  userId: number;
  impersonatorUserId?: number | null;
  impersonatorTenantId?: number | null;
  switchedFromUserId?: number | null;
  /** The account whose link a linked-account switch uses (re-checked at redemption). */
  viaUserId?: number | null;
  /** True when the token returns to the original identity. */
  back?: boolean;
  /** Token version of the origin user (see originUserId) when the token was issued. */
  originTokenVersion: number;
}

const LIFETIME_SECONDS = 60;
const INVALID = 'Token jest nieprawidłowy lub wygasł.';

/** Whose authority the switch uses: the impersonator / switched-from user, or on the way back the user returned to. */
export const originUserId = (d: SwitchTokenData) =>
  d.back ? d.userId : (d.impersonatorUserId ?? d.switchedFromUserId ?? d.userId);

export const issueSwitchToken = (
  ctx: ModuleContext,
  purpose: SwitchPurpose,
  data: SwitchTokenData,
) => ctx.tokens.issuePurposeToken(purpose, { ...data }, LIFETIME_SECONDS);

export async function redeemSwitchToken(
  ctx: ModuleContext,
  purpose: SwitchPurpose,
  token: string,
): Promise<SwitchTokenData> {
  const data = await ctx.tokens.verifyPurposeToken<SwitchTokenData & Record<string, unknown>>(
    purpose,
    token,
  );
  if (!data || typeof data.userId !== 'number' || typeof data.tenantId !== 'number')
    throw userError(INVALID);
  const used =
    await sql`insert into shell.used_tokens (jti) values (${data.jti}) on conflict do nothing returning jti`.execute(
      ctx.db,
    );
  if (used.rows.length === 0) throw userError('Token został już użyty.');
  if (!(await isCurrent(ctx.db, originUserId(data), data.originTokenVersion)))
    throw userError(INVALID);
  return data;
}
