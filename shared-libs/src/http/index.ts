/** `@armatura/shared-libs/http`: the one HTTP client of the page. See ../README.md. */
export {
  configureHttp,
  handleSessionExpired,
  http,
  requestUrl,
  type HttpResponse,
  type HttpSettings,
} from './client';
export {
  fetchTransport,
  type OutgoingRequest,
  type RawAnswer,
  type Transport,
  type UploadProgress,
} from './transport';
export { installPageAnswers, PAGE_ANSWERS_TTL_MS, postAnswerKey } from './page-answers';
export {
  appUrl,
  carriedAnswer,
  carriedPostAnswer,
  carriesPostAnswer,
  del,
  get,
  post,
  put,
  unwrap,
  type QueryParams,
  type RequestOptions,
} from './helpers';
export {
  createResource,
  resetEveryResource,
  type LoadOptions,
  type Resource,
  type PrimedResourceOptions,
  type ResourceOptions,
  type ResourceState,
  type ResourceStatus,
} from './resource';
export { downloadBlob, fileNameFromDisposition, postBlob, type BlobResult } from './blob';
export {
  ApiError,
  DEFAULT_ERROR_STATUS,
  NETWORK_ERROR_MESSAGES,
  isAbpErrorBody,
  errorText,
  normalizeError,
  type AbpEnvelope,
  type AbpErrorInfo,
  type AbpValidationError,
  type ApiErrorKind,
  type PagedResult,
} from './errors';
