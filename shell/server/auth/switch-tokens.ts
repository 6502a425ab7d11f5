// One-time tokens for impersonation and linked-account switches. They live 60 s, are signed, and
// are redeemed once: the jti goes into shell.used_tokens, so a replay is refused.
import { sql, userError, type ModuleContext } from '@armatura/shared-libs/server';

export interface SwitchTokenData {
  tenantId: number;
  userId: number;
  impersonatorUserId?: number | null;
  impersonatorTenantId?: number | null;
  switchedFromUserId?: number | null;
  /** True when the token returns to the original identity. */
  back?: boolean;
}

const LIFETIME_SECONDS = 60;

export const issueSwitchToken = (ctx: ModuleContext, purpose: 'impersonation' | 'switch', data: SwitchTokenData) =>
  ctx.tokens.issuePurposeToken(purpose, { ...data }, LIFETIME_SECONDS);

export async function redeemSwitchToken(ctx: ModuleContext, purpose: 'impersonation' | 'switch', token: string): Promise<SwitchTokenData> {
  const data = await ctx.tokens.verifyPurposeToken<SwitchTokenData & Record<string, unknown>>(purpose, token);
  if (!data) throw userError('Token jest nieprawidłowy lub wygasł.');
  const used = await sql`insert into shell.used_tokens (jti) values (${data.jti}) on conflict do nothing returning jti`.execute(ctx.db);
  if (used.rows.length === 0) throw userError('Token został już użyty.');
  return data;
}
