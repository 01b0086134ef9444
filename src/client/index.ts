export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions, type SessionHeaders } from './api-client';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
