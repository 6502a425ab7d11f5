/** ABP error shapes and the one error type every call rejects with (storefront.md §8). */
import { localizeText } from '@armatura/shared-libs/i18n';

export interface AbpValidationError {
  message: string;
  members: string[];
}

export interface AbpErrorInfo {
  code: number;
  message: string;
  details: string | null;
  validationErrors: AbpValidationError[] | null;
}

/** Every /api/services/app answer: `{result, success, error, unAuthorizedRequest, __abp}`. */
export interface AbpEnvelope<T> {
  result: T;
  success: boolean;
  error: AbpErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: boolean;
  targetUrl?: string | null;
}

export interface PagedResult<T> {
  items: T[];
  totalCount: number;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parsererror' | 'unknown';

/** Texts for failures without a usable answer, exactly as the spec names them. */
export const NETWORK_ERROR_MESSAGES = {
  timeout: 'Network connection timeout',
  error: 'Unspecified network error',
  parsererror: 'Unexpected server response',
} as const;

export const DEFAULT_ERROR_STATUS = 500;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** ABP error code, when the server sent one. */
  readonly code: number | null;
  readonly details: string | null;
  readonly validationErrors: AbpValidationError[];
  readonly unAuthorizedRequest: boolean;

  constructor(
    message: string,
    init: Partial<
      Pick<
        ApiError,
        'status' | 'kind' | 'code' | 'details' | 'validationErrors' | 'unAuthorizedRequest'
      >
    > & {
      cause?: unknown;
    } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? DEFAULT_ERROR_STATUS;
    this.kind = init.kind ?? 'unknown';
    this.code = init.code ?? null;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? [];
    this.unAuthorizedRequest = init.unAuthorizedRequest ?? false;
  }
}

export function isAbpErrorBody(value: unknown): value is Partial<AbpEnvelope<unknown>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('error' in value || 'unAuthorizedRequest' in value)
  );
}

function isParseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'SyntaxError' || error.cause instanceof SyntaxError;
}

/** The error of an answer with a failing status; `body` is its decoded JSON (or text). */
export function errorFromAnswer(status: number, body: unknown, cause?: unknown): ApiError {
  const answer = isAbpErrorBody(body) ? body : null;
  const info = answer?.error;
  return new ApiError(info?.message || `Request failed with status code ${status}`, {
    cause,
    status,
    kind: 'http',
    code: info?.code ?? null,
    details: info?.details ?? null,
    validationErrors: info?.validationErrors ?? [],
    unAuthorizedRequest: Boolean(answer?.unAuthorizedRequest),
  });
}

/** The error of a request that got no answer: its time ran out, or the network failed. */
export function errorWithoutAnswer(timedOut: boolean, cause: unknown): ApiError {
  return timedOut
    ? new ApiError(NETWORK_ERROR_MESSAGES.timeout, { cause, kind: 'timeout' })
    : new ApiError(NETWORK_ERROR_MESSAGES.error, { cause, kind: 'network' });
}

/** Any thrown value → ApiError with a message and a status (default 500). */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isParseError(error))
    return new ApiError(NETWORK_ERROR_MESSAGES.parsererror, { cause: error, kind: 'parsererror' });
  if (error instanceof Error) return new ApiError(error.message, { cause: error });
  if (typeof error === 'string' && error) return new ApiError(error);
  return new ApiError(NETWORK_ERROR_MESSAGES.error, { cause: error });
}

/** What a screen shows for a failure: its message, in the UI's language when it is a known text. */
export function errorText(error: unknown): string {
  return localizeText(normalizeError(error).message);
}
