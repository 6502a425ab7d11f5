/**
 * The one axios instance of the page (storefront.md §7 headers, §8 error catalogue).
 * It reads cookies through the stateless cookie helpers (not the session store) so that
 * session → http is the only dependency between the two singletons.
 */
import axios, {
  isAxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { notify } from '@armatura/shared-libs/notices';
import { t } from '@armatura/shared-libs/i18n';
import {
  COOKIE_NAMES,
  HEADER_CULTURE,
  HEADER_TENANT,
  HEADER_TENANT_ALT,
  HTTP_TIMEOUT_MS,
  JSON_CONTENT_TYPE,
  LOGIN_PATH,
  REDIRECT_DELAY_MS,
} from '../constants';
import {
  readAuthToken,
  readCookie,
  readCulture,
  removeAuthAndUserCookies,
} from '../session/cookies';
import { page } from '../session/page';
import { isAbpErrorBody, normalizeError } from './errors';

declare module 'axios' {
  // Merging with axios' own declaration: the type parameter must be spelled exactly as axios does.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface AxiosRequestConfig<D = any> {
    /** Skip the catalogue's toasts: the error is rejected and the screen shows it itself. */
    silent?: boolean;
  }
}

export const http = axios.create({
  baseURL: '',
  timeout: HTTP_TIMEOUT_MS,
  withCredentials: true,
  responseType: 'json',
  // A non-JSON answer (e.g. an HTML page) must fail as 'parsererror', not pass as a string.
  transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: false },
  // ABP binds repeated keys (Ids=1&Ids=2), not Ids[]=1.
  paramsSerializer: { indexes: null },
});

export type HttpSettings = Pick<AxiosRequestConfig, 'baseURL' | 'timeout' | 'adapter'>;

export function configureHttp(settings: HttpSettings): void {
  if (settings.baseURL !== undefined) http.defaults.baseURL = settings.baseURL;
  if (settings.timeout !== undefined) http.defaults.timeout = settings.timeout;
  if (settings.adapter !== undefined) http.defaults.adapter = settings.adapter;
}

function isJsonBody(data: unknown): boolean {
  // No body, no content type: Fastify refuses an empty body declared as JSON or as a form.
  if (data === undefined || data === null) return false;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return false;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return false;
  if (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) return false;
  return !(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data);
}

export function applyRequestHeaders(
  config: InternalAxiosRequestConfig,
): InternalAxiosRequestConfig {
  const headers = config.headers;
  if (config.data == null)
    headers.set('Content-Type', false); // no body: no type (axios would add its form default)
  else if (isJsonBody(config.data) && !headers.has('Content-Type'))
    headers.set('Content-Type', JSON_CONTENT_TYPE);
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
  return config;
}

let sessionExpiring = false;

/** Warning, cookies gone, full page load of the login screen so every store starts clean. */
export function handleSessionExpired(): void {
  if (sessionExpiring) return;
  sessionExpiring = true;
  notify({
    type: 'warning',
    title: t('guard.sessionExpiredTitle'),
    message: t('guard.sessionExpiredMessage'),
  });
  removeAuthAndUserCookies();
  setTimeout(() => {
    sessionExpiring = false;
    page.assign(LOGIN_PATH);
  }, REDIRECT_DELAY_MS);
}

/** Binary answers (postBlob) carry their JSON error as bytes. */
async function readErrorBody(data: unknown): Promise<unknown> {
  let text: string | null = null;
  if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
    text = new TextDecoder().decode(data);
  else if (typeof data === 'string') text = data;
  if (text === null) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

/** storefront.md §8, in order. Resolving `undefined` is the catalogue's "error swallowed". */
export async function handleResponseError(error: unknown): Promise<AxiosResponse | undefined> {
  if (!isAxiosError(error)) throw normalizeError(error);
  const response = error.response;
  const body = response ? await readErrorBody(response.data) : undefined;
  const apiError = normalizeError(error, body);
  const answer = isAbpErrorBody(body) ? body : null;

  if (response?.status === 401 && answer?.unAuthorizedRequest && readAuthToken()) {
    handleSessionExpired();
    throw apiError;
  }
  if (error.config?.silent) throw apiError;

  const info = answer?.error;
  if (response && info?.message && info.details) {
    console.error(info.message);
    console.error(info.details);
    notify({ type: 'error', title: info.message, message: info.details });
    throw apiError;
  }
  if (response && info?.message) {
    notify({ type: 'error', title: t('http.sorryTitle'), message: t('http.unknownError') });
    return undefined;
  }
  if (!response) console.log('no response');
  throw apiError;
}

http.interceptors.request.use(applyRequestHeaders);
http.interceptors.response.use((response) => response, handleResponseError);
