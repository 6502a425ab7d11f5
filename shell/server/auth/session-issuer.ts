// Turns a verified user into the sign-in answer: token, encrypted token, expiry and the user.
// The access token carries the user's current token version; see identity/sessions.ts.
import type { ModuleContext, TokenClaims } from '@armatura/shared-libs/server';
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';

/** A signed-in session lasts a day; with "remember me" 30 days (the client keeps the cookie that long). */
export const TOKEN_SECONDS = 24 * 3600;
export const REMEMBER_ME_SECONDS = 30 * 24 * 3600;

export function loggedInUser(u: IdentityUser) {
  return {
    id: u.id,
    title: u.title,
    name: u.name,
    surname: u.surname,
    phone: u.phone,
    email: u.email,
    tenantId: u.tenantId,
    roles: u.roles,
    isB2B: u.isB2B,
    type: u.type,
    contractorId: u.contractorId,
    organizationUnitId: u.organizationUnitId,
    organizationGroupId: u.organizationGroupId,
    priceList: u.priceList,
    isMultiple: u.isMultiple,
  };
}

type SessionClaims = Omit<Partial<TokenClaims>, 'userId' | 'tenantId' | 'tokenVersion' | 'exp'>;

/** `lifetime`: true = remember me, false = a day, a number = exactly that many seconds. */
export async function issueSession(
  ctx: ModuleContext,
  user: IdentityUser,
  claims: SessionClaims,
  lifetime: boolean | number,
  shouldChange = false,
) {
  const expire =
    typeof lifetime === 'number' ? lifetime : lifetime ? REMEMBER_ME_SECONDS : TOKEN_SECONDS;
  const db: ShellDb = ctx.db;
  const row = await db
    .updateTable('shell.users')
    .set({ last_login_at: new Date() })
    .where('id', '=', user.id)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  const token = await ctx.tokens.issue(
    {
      ...claims,
      userId: user.id,
      tenantId: user.tenantId,
      tokenVersion: row.token_version,
    },
    expire,
  );
  return {
    ...token,
    userId: user.id,
    user: loggedInUser(user),
    shouldChangeEmailOrPassword: shouldChange,
  };
}
