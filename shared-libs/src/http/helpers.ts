/** Call helpers that unwrap the ABP envelope and give back `data.result`. */
import { API_SERVICES_PREFIX } from '../constants';
import {
  http,
  requestUrl,
  type HttpResponse,
  type QueryParams,
  type RequestOptions as ClientOptions,
} from './client';
import { carriesPostTo, postAnswerKey, takePageAnswer } from './page-answers';

export type { QueryParams };
export type RequestOptions = Omit<ClientOptions, 'params'>;

/** '/api/services/app/' + path, e.g. appUrl('Order/GetAll'). */
export function appUrl(path: string): string {
  return `${API_SERVICES_PREFIX}/${path.replace(/^\/+/, '')}`;
}

/** The envelope's `result`; a body that is not an envelope is returned as it is. */
export function unwrap<T>(data: unknown): T {
  if (
    data &&
    typeof data === 'object' &&
    'result' in data &&
    ('__abp' in data || 'success' in data)
  ) {
    return (data as { result: T }).result;
  }
  return (data === '' ? undefined : data) as T;
}

// An error the catalogue swallows leaves no response: the helper then resolves undefined.
function result<T>(response: HttpResponse<unknown> | undefined): T {
  return (response ? unwrap<T>(response.data) : undefined) as T;
}

/**
 * Note: without `{silent: true}`, an error answer carrying only a message is shown as a toast
 * and the call resolves `undefined` (storefront.md §8). With `silent`, every failure rejects.
 */
export async function get<T>(
  url: string,
  params?: QueryParams,
  options?: RequestOptions,
): Promise<T> {
  const carried = carriedAnswer<T>(url, params);
  if (carried !== undefined) return carried;
  return result<T>(await http.get(url, { ...options, params }));
}

/**
 * The answer the page's HTML carries for exactly this GET (page-answers.ts), taken at once and
 * only once; undefined when it carries none. A screen that renders from it has its content in its
 * first render, instead of a loading state and then the whole screen again (resource.ts `prime`).
 */
export function carriedAnswer<T>(url: string, params?: QueryParams): T | undefined {
  return takePageAnswer(requestUrl(url, params)) as T | undefined;
}

/** The answer the page's HTML carries for exactly this POST (its URL and body), once; else undefined. */
export function carriedPostAnswer<T>(url: string, body: unknown): T | undefined {
  return takePageAnswer(postAnswerKey(requestUrl(url), body)) as T | undefined;
}

/** Whether the page carries an answer for some POST to `url` (page-answers.ts carriesPostTo). */
export function carriesPostAnswer(url: string): boolean {
  return carriesPostTo(requestUrl(url));
}

export async function post<T>(
  url: string,
  body?: unknown,
  options?: RequestOptions & { params?: QueryParams },
): Promise<T> {
  return result<T>(await http.post(url, body, options));
}

export async function put<T>(
  url: string,
  body?: unknown,
  options?: RequestOptions & { params?: QueryParams },
): Promise<T> {
  return result<T>(await http.put(url, body, options));
}

/** DELETE with query parameters (ABP: Delete?Id=5). */
export async function del<T>(
  url: string,
  params?: QueryParams,
  options?: RequestOptions,
): Promise<T> {
  return result<T>(await http.delete(url, { ...options, params }));
}
