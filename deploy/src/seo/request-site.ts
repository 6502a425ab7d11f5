// Which shop a search-engine request is for: its tenant and its absolute origin.
//
// Tenant: the platform's one rule (the Abp.TenantId header, as every API call carries it), else the
// tenant cookie the storefront keeps (storefront.md §1: "the tenant is chosen by a cookie"), else
// tenant 1. A crawler sends neither, so it reads tenant 1; a deployment that serves another tenant
// on its own host name has its reverse proxy set the header for that name.
// Origin: the request's own (Fastify's protocol and host honour X-Forwarded-* only from a proxy
// TRUST_PROXY names), so each host name's sitemap names its own URLs.
import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@armatura/shared-libs/constants';
import { DEFAULT_TENANT_ID, tenantFromHeaders } from '@armatura/shared-libs/server';

/** A canonical positive id, or 'null' (what the storefront writes before a choice). */
const TENANT_COOKIE = /^(?:[1-9]\d{0,8}|null)$/;
/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export type SiteResult =
  { ok: true; tenantId: number; origin: string } | { ok: false; status: 400; message: string };

export function requestTenant(request: FastifyRequest): number | 'malformed' {
  const headers = request.headers;
  if (headers['abp.tenantid'] !== undefined || headers['abp-tenantid'] !== undefined)
    return tenantFromHeaders(headers);
  const cookie = request.cookies?.[COOKIE_NAMES.tenantId];
  if (cookie === undefined) return DEFAULT_TENANT_ID;
  if (!TENANT_COOKIE.test(cookie)) return 'malformed';
  return cookie === 'null' ? DEFAULT_TENANT_ID : Number(cookie);
}

/** The origin URLs are written with; null when the Host header is not a host name. */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || !HOST.test(host)) return null;
  return `${request.protocol}://${host.toLowerCase()}`;
}

export function requestSite(request: FastifyRequest): SiteResult {
  const tenantId = requestTenant(request);
  if (tenantId === 'malformed')
    return {
      ok: false,
      status: 400,
      message: 'Nieprawidłowy identyfikator najemcy (nagłówek lub ciasteczko Abp.TenantId).',
    };
  const origin = requestOrigin(request);
  if (!origin)
    return { ok: false, status: 400, message: 'Nieprawidłowa nazwa hosta w nagłówku Host.' };
  return { ok: true, tenantId, origin };
}
