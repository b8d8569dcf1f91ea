export {
  BACKEND_SERVICES,
  type BackendAddresses,
  backendAddressesFromEnv,
  type BackendService,
  backendTimeoutFromEnv,
  DEFAULT_SANDBOX_PORT,
  proxiedBackendAddresses,
} from './backend-addresses';
export {
  buildUrl,
  DEFAULT_TIMEOUT_MS,
  type HttpClientConfig,
  HttpClientError,
  type QueryValue,
  request,
  type RequestOptions,
} from './http-client';
export { type ApiContext, ApiContextProvider, callService, corePath, sharedValue, useApiContext } from './api-context';
export { browserCsrfToken, CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH, csrfCookieName, readCsrfCookie, SECURE_CSRF_COOKIE } from './csrf';
export { backendAddressesForHost, DEFAULT_PREVIEW_HOSTNAME, type PreviewHostRule, previewHostRuleFromEnv } from './preview-host';
export { FormSubmitError, type FormSubmitOptions, newIdempotencyKey, submitForm } from './submit-form';
export {
  contract,
  contractList,
  type ContractName,
  contractNullable,
  parseWith,
  preloadContracts,
  type SchemaSource,
} from './lazy-contract';
export { type LogLevel, logEvent, type LogSink, setLogSink } from './log-event';
export { classifyFailure, isAbsence, type BackendFailure } from './backend-failure';
export { cachePolicyFor, type CachePolicy, isSharedAnswer, ResponseCache, type ResponseCacheOptions } from './response-cache';
