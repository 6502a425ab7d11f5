// Who is calling, decided once per request, and the route's permission enforced before validation.
// The server decides every permission and every tenant boundary itself: a token's tenant wins over
// any tenant header, and an anonymous caller gets only the guest grants of the header's tenant.
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
}

/** Answers the granted permissions of a user (or of guests when userId is null); null = not allowed in. */
export type PermissionResolver = (tenantId: number, userId: number | null) => Promise<ReadonlySet<string> | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The caller must be signed in. */
    auth?: boolean;
    /** The caller must hold this permission (implies nothing about sign-in: guests may hold some). */
    permission?: string;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

export const DEFAULT_TENANT_ID = 1;
const GUEST: AuthContext = { tenantId: DEFAULT_TENANT_ID, userId: null, isAuthenticated: false, permissions: new Set(), impersonatorUserId: null, impersonatorTenantId: null, switchedFromUserId: null };
const TENANT_HEADERS = ['abp.tenantid', 'abp-tenantid'];

function tenantFromHeaders(request: FastifyRequest): number {
  for (const h of TENANT_HEADERS) {
    const raw = request.headers[h];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value && value !== 'null' && /^\d{1,9}$/.test(value)) return Number(value);
  }
  return DEFAULT_TENANT_ID;
}

function bearerToken(request: FastifyRequest, tokens: TokenService): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const sealed = (request.query as Record<string, unknown> | undefined)?.enc_auth_token;
  return typeof sealed === 'string' ? tokens.decrypt(sealed) : null;
}

export interface AuthOptions { tokens: TokenService; resolvePermissions: () => PermissionResolver }

export function registerAuth(app: FastifyInstance, { tokens, resolvePermissions }: AuthOptions) {
  app.decorateRequest('auth', null as unknown as AuthContext);

  app.addHook('onRequest', async (request) => {
    if (!isEnvelopedPath(request.url)) {
      // Static files and pages: no identity needed, no database round trip.
      request.auth = { ...GUEST, tenantId: tenantFromHeaders(request) };
      return;
    }
    const token = bearerToken(request, tokens);
    const claims: TokenClaims | null = token ? await tokens.verify(token) : null;
    if (token && !claims) throw unauthorized('Twoja sesja wygasła. Zaloguj się ponownie!');
    const tenantId = claims?.tenantId ?? tenantFromHeaders(request);
    const userId = claims?.userId ?? null;
    const permissions = await resolvePermissions()(tenantId, userId);
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
