/** What goes out: the URL with its query, our headers (storefront.md §7) and the body. */
import {
  COOKIE_NAMES,
  HEADER_CULTURE,
  HEADER_TENANT,
  HEADER_TENANT_ALT,
  JSON_CONTENT_TYPE,
} from '../constants';
import { readAuthToken, readCookie, readCulture } from '../session/cookies';

/** Query parameters: arrays become repeated keys (ABP binds Ids=1&Ids=2); null and undefined go. */
export type QueryParams = Record<string, unknown>;

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `url` after `baseURL` (unless absolute), with the query: arrays as repeated keys. */
export function buildUrl(baseURL: string, url: string, params?: QueryParams): string {
  const full = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${baseURL}${url}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      if (item !== undefined && item !== null) query.append(name, queryValue(item));
  }
  const search = query.toString();
  if (!search) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${search}`;
}

function isBinaryBody(data: unknown): data is XMLHttpRequestBodyInit {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/** Our headers (storefront.md §7) and the body as it goes out: JSON unless it is binary. */
export function prepareRequest(
  data: unknown,
  extra: Record<string, string> = {},
): { headers: Headers; body: XMLHttpRequestBodyInit | null } {
  const headers = new Headers(extra);
  let body: XMLHttpRequestBodyInit | null = null;
  // No body, no content type: Fastify refuses an empty body declared as JSON or as a form.
  if (data !== undefined && data !== null) {
    if (isBinaryBody(data)) body = data;
    else {
      body = JSON.stringify(data);
      if (!headers.has('Content-Type')) headers.set('Content-Type', JSON_CONTENT_TYPE);
    }
  }
  const token = readAuthToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const tenant = readCookie(COOKIE_NAMES.tenantId);
  if (tenant) {
    headers.set(HEADER_TENANT, tenant);
    headers.set(HEADER_TENANT_ALT, tenant);
  }
  const culture = readCulture();
  headers.set(HEADER_CULTURE, `c=${culture}|uic=${culture}`);
  headers.set('Accept-Language', culture);
  return { headers, body };
}
