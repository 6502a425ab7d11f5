// Who is calling, decided once per request, and the route's permission enforced before validation.
// The server decides every permission and every tenant boundary itself: a token's tenant wins over
// any tenant header, and an anonymous caller gets only the guest grants of the header's tenant.
// A malformed tenant header is a 400 here, in the first onRequest hook: route-level hooks (the
// sign-in rate limiter among them) run after it, so a bad header is never counted nor used to vary
// a limiter's key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../http/errors.js';
import { isEnvelopedPath } from '../http/envelope.js';
import type { TokenService, TokenClaims } from './tokens.js';

export interface AuthContext {
  tenantId: number;
  userId: number | null;
  isAuthenticated: boolean;
  permissions: ReadonlySet<string>;
  impersonatorUserId: number | null;
  impersonatorTenantId: number | null;
  switchedFromUserId: number | null;
  /** When the caller's access token expires (seconds since the epoch); null when anonymous. */
  tokenExpiresAt: number | null;
}

/**
 * Answers the granted permissions of a user (or of guests when userId is null); null = not allowed in.
 * `session` is the verified access token of the request (null when anonymous): the resolver also
 * decides whether that session is still current (token version, impersonator still allowed in).
 */
export type PermissionResolver = (
  tenantId: number,
  userId: number | null,
  session?: TokenClaims | null,
) => Promise<ReadonlySet<string> | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The caller must be signed in. */
    auth?: boolean;
    /** The caller must hold this permission (implies nothing about sign-in: guests may hold some). */
    permission?: string;
    /**
     * Forwarded unread to the process that owns it (deploy's routing by owner): that process
     * authenticates, so this one neither resolves permissions nor refuses anything itself.
     */
    forwarded?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export const DEFAULT_TENANT_ID = 1;
const GUEST: AuthContext = {
  tenantId: DEFAULT_TENANT_ID,
  userId: null,
  isAuthenticated: false,
  permissions: new Set(),
  impersonatorUserId: null,
  impersonatorTenantId: null,
  switchedFromUserId: null,
  tokenExpiresAt: null,
};
const TENANT_HEADERS = ['abp.tenantid', 'abp-tenantid'];
/** A canonical positive integer: no sign, no leading zero, no spaces, at most 9 digits. */
const CANONICAL_ID = /^[1-9]\d{0,8}$/;
export const MALFORMED_TENANT_MESSAGE =
  'Nieprawidłowy identyfikator najemcy w nagłówku Abp.TenantId.';

/**
 * The tenant the headers name: a number, DEFAULT_TENANT_ID when absent or 'null', and 'malformed'
 * for anything else (also two headers that disagree). There is exactly one spelling per tenant, so
 * the header cannot be varied to look like another caller.
 */
export function tenantFromHeaders(headers: FastifyRequest['headers']): number | 'malformed' {
  let found: number | null = null;
  for (const h of TENANT_HEADERS) {
    const raw = headers[h];
    if (raw === undefined) continue;
    if (Array.isArray(raw) || (raw !== 'null' && !CANONICAL_ID.test(raw))) return 'malformed';
    const id = raw === 'null' ? DEFAULT_TENANT_ID : Number(raw);
    if (found !== null && found !== id) return 'malformed';
    found = id;
  }
  return found ?? DEFAULT_TENANT_ID;
}

function bearerToken(request: FastifyRequest, tokens: TokenService): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const sealed = (request.query as Record<string, unknown> | undefined)?.enc_auth_token;
  return typeof sealed === 'string' ? tokens.decrypt(sealed) : null;
}

export interface AuthOptions {
  tokens: TokenService;
  resolvePermissions: () => PermissionResolver;
}

export function registerAuth(app: FastifyInstance, { tokens, resolvePermissions }: AuthOptions) {
  app.decorateRequest('auth', null as unknown as AuthContext);

  app.addHook('onRequest', async (request) => {
    const headerTenant = tenantFromHeaders(request.headers);
    if (!isEnvelopedPath(request.url) || request.routeOptions.config.forwarded) {
      // Static files and pages: no identity needed, no database round trip, nothing to refuse.
      request.auth = {
        ...GUEST,
        tenantId: headerTenant === 'malformed' ? DEFAULT_TENANT_ID : headerTenant,
      };
      return;
    }
    if (headerTenant === 'malformed') throw new AppError(MALFORMED_TENANT_MESSAGE, 400);
    const token = bearerToken(request, tokens);
    const claims: TokenClaims | null = token ? await tokens.verify(token) : null;
    if (token && !claims) throw unauthorized('Twoja sesja wygasła. Zaloguj się ponownie!');
    const tenantId = claims?.tenantId ?? headerTenant;
    const userId = claims?.userId ?? null;
    const permissions = await resolvePermissions()(tenantId, userId, claims);
    if (!permissions) {
      if (claims) throw unauthorized('Twoja sesja wygasła. Zaloguj się ponownie!');
      throw new AppError('Wybrany najemca nie istnieje lub jest nieaktywny.', 400);
    }
    request.auth = {
      tenantId,
      userId,
      isAuthenticated: userId !== null,
      permissions,
      impersonatorUserId: claims?.impersonatorUserId ?? null,
      impersonatorTenantId: claims?.impersonatorTenantId ?? null,
      switchedFromUserId: claims?.switchedFromUserId ?? null,
      tokenExpiresAt: claims?.exp ?? null,
    };
  });

  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const { auth } = request;
    if (config.auth && !auth.isAuthenticated) throw unauthorized();
    if (config.permission && !auth.permissions.has(config.permission)) {
      throw auth.isAuthenticated ? forbidden() : unauthorized();
    }
  });
}

/** For handlers: the signed-in user's id, or a 401. */
export function requireUserId(request: FastifyRequest): number {
  if (request.auth.userId === null) throw unauthorized();
  return request.auth.userId;
}
