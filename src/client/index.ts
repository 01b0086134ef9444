export { createApiClient, type ApiClient, type CallOptions, type SessionHeaders } from './api-client';
export { ApiError, isApiError } from './api-error';
