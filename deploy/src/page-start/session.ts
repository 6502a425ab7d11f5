// GetAll for an anonymous visitor, as the shell would ask for it: the same route, answered in
// this process (or forwarded to identity's, when it runs apart), with the headers the shell's
// HTTP client sends (shared-libs/src/http/client.ts: tenant and culture from the cookies).
import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES, DEFAULT_CULTURE } from '@armatura/shared-libs/constants';
import type { UserConfiguration } from '@armatura/shared-libs/contracts';
import { requestTenant } from '../seo/request-site.js';
import { injectedResult } from './screen-route.js';

const GET_ALL = '/AbpUserConfiguration/GetAll';

/**
 * The configuration and the headers it was asked with (the screen's first GETs are asked with
 * them too: answers.ts), or undefined when the page must not carry one: a visitor with a sign-in
 * token (their session is theirs to ask for, never written into HTML a cache might keep), a
 * malformed tenant, or an answer that is not a success (the shell then asks, and reports it).
 */
export async function anonymousSession(
  request: FastifyRequest,
): Promise<{ config: UserConfiguration; headers: Record<string, string> } | undefined> {
  const headers = anonymousHeaders(request);
  if (!headers) return undefined;
  const config = await injectedResult<UserConfiguration>(request, GET_ALL, headers);
  return config ? { config, headers } : undefined;
}

/** The headers the shell's client would send for this visitor; undefined for a signed-in one. */
function anonymousHeaders(request: FastifyRequest): Record<string, string> | undefined {
  if (request.cookies?.[COOKIE_NAMES.authToken] || request.headers.authorization) return undefined;
  const tenantId = requestTenant(request);
  if (tenantId === 'malformed') return undefined;
  const culture = request.cookies?.[COOKIE_NAMES.culture] || DEFAULT_CULTURE;
  return {
    'abp.tenantid': String(tenantId),
    '.aspnetcore.culture': `c=${culture}|uic=${culture}`,
    'accept-language': culture,
  };
}
