/**
 * The one HTTP client of the page (storefront.md §7 headers, §8 error catalogue), over the
 * platform's fetch (transport.ts). It reads cookies through the stateless cookie helpers (not the
 * session store) so that session → http is the only dependency between the two singletons.
 *
 * Why not axios, which it replaced (issue 16): axios was 20 KiB gzip of every page's first load,
 * for what fetch, AbortController and the few lines below do: our headers, a timeout, JSON, and
 * the error catalogue that had to be written as axios interceptors anyway.
 */
import { notify } from '@armatura/shared-libs/notices';
import { t } from '@armatura/shared-libs/i18n';
import { HTTP_TIMEOUT_MS, LOGIN_PATH, REDIRECT_DELAY_MS } from '../constants';
import { readAuthToken, removeAuthAndUserCookies } from '../session/cookies';
import { page } from '../session/page';
import {
  ApiError,
  errorFromAnswer,
  errorWithoutAnswer,
  isAbpErrorBody,
  NETWORK_ERROR_MESSAGES,
} from './errors';
import { buildUrl, prepareRequest, type QueryParams } from './prepare';
import {
  fetchTransport,
  xhrTransport,
  type HttpMethod,
  type RawAnswer,
  type Transport,
  type UploadProgress,
} from './transport';

export type { QueryParams };

export interface RequestOptions {
  /** Skip the catalogue's toasts: the error is rejected and the screen shows it itself. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; the client's default is HTTP_TIMEOUT_MS. */
  timeout?: number;
  headers?: Record<string, string>;
  /** `arraybuffer` for files; otherwise the answer is JSON (or empty). */
  responseType?: 'json' | 'arraybuffer';
  /** Sends through XMLHttpRequest, the one browser API that reports upload progress. */
  onUploadProgress?: (progress: UploadProgress) => void;
  params?: QueryParams;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpSettings {
  /** Prefix of every relative URL ('' in the browser: the API is same-origin). */
  baseURL?: string;
  timeout?: number;
  /** How requests go out; tests may pass their own (a recording transport, say). */
  transport?: Transport;
}

const settings: Required<HttpSettings> = {
  baseURL: '',
  timeout: HTTP_TIMEOUT_MS,
  transport: fetchTransport,
};

export function configureHttp(changes: HttpSettings): void {
  if (changes.baseURL !== undefined) settings.baseURL = changes.baseURL;
  if (changes.timeout !== undefined) settings.timeout = changes.timeout;
  if (changes.transport !== undefined) settings.transport = changes.transport;
}

/** The request's URL, path and query, as it goes out: also the key of the page's answers. */
export function requestUrl(url: string, params?: QueryParams): string {
  return buildUrl(settings.baseURL, url, params);
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

/** The answer's body: JSON ('' when empty), or its bytes; a body that is not JSON throws. */
function decodeBody(answer: RawAnswer, responseType: RequestOptions['responseType']): unknown {
  if (responseType === 'arraybuffer') return answer.bytes;
  const text = new TextDecoder().decode(answer.bytes);
  return text === '' ? '' : (JSON.parse(text) as unknown);
}

/** A failing answer's body, for its error: JSON when it is JSON, else its text. */
function decodeErrorBody(answer: RawAnswer): unknown {
  const text = new TextDecoder().decode(answer.bytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * storefront.md §8, in order, for an answer with a failing status. Resolving `undefined` is the
 * catalogue's "error swallowed"; otherwise it throws the ApiError.
 */
function applyErrorCatalogue(error: ApiError, body: unknown, silent: boolean): undefined {
  const answer = isAbpErrorBody(body) ? body : null;
  if (error.status === 401 && answer?.unAuthorizedRequest && readAuthToken()) {
    handleSessionExpired();
    throw error;
  }
  if (silent) throw error;
  const info = answer?.error;
  if (info?.message && info.details) {
    console.error(info.message);
    console.error(info.details);
    notify({ type: 'error', title: info.message, message: info.details });
    throw error;
  }
  if (info?.message) {
    notify({ type: 'error', title: t('http.sorryTitle'), message: t('http.unknownError') });
    return undefined;
  }
  throw error;
}

/** Sends within the timeout and the caller's signal; an error when no answer came. */
async function send(
  method: HttpMethod,
  url: string,
  data: unknown,
  options: RequestOptions,
): Promise<RawAnswer> {
  // The cookies are read once the caller's stretch of script is over, as axios' interceptors did:
  // cookies.ts keeps one copy of the jar per stretch, and a cookie written past it (js-cookie
  // directly) in that stretch would be missed.
  await Promise.resolve();
  const { headers, body } = prepareRequest(data, options.headers);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? settings.timeout);
  const stop = () => controller.abort();
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  const transport = options.onUploadProgress ? xhrTransport : settings.transport;
  try {
    return await transport({
      method,
      url: requestUrl(url, options.params),
      headers,
      body,
      signal: controller.signal,
      onUploadProgress: options.onUploadProgress,
    });
  } catch (cause) {
    const error = errorWithoutAnswer(timedOut, cause);
    if (!options.silent) console.log('no response');
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/** One request through the catalogue; `undefined` when the catalogue swallowed its error. */
export async function request<T>(
  method: HttpMethod,
  url: string,
  data: unknown,
  options: RequestOptions = {},
): Promise<HttpResponse<T> | undefined> {
  const answer = await send(method, url, data, options);
  const { status, headers } = answer;
  if (status < 200 || status >= 300) {
    const body = decodeErrorBody(answer);
    return applyErrorCatalogue(errorFromAnswer(status, body), body, Boolean(options.silent));
  }
  try {
    return { data: decodeBody(answer, options.responseType) as T, status, headers };
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_MESSAGES.parsererror, { cause, status, kind: 'parsererror' });
  }
}

/** The client, shaped as the axios instance it replaced: get, post, put, delete. */
export const http = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, body, options),
  delete: <T>(url: string, options?: RequestOptions) =>
    request<T>('DELETE', url, undefined, options),
};
