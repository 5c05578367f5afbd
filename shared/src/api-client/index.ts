export { ApiError, ApiNetworkError, isApiError, isApiNetworkError, type NetworkFailureKind } from './errors';
export {
  configureApiClient,
  getApiClientConfig,
  resetApiClientConfig,
  apiUrl,
  DEFAULT_TIMEOUT_MS,
  type ApiClientConfig,
  type FetchLike,
  type HttpRequestInit,
  type HttpResponseLike,
} from './config';
export { request, requestBody, requestBlob, buildQuery, type HttpMethod, type QueryParams, type RequestOptions, type SentBody } from './request';
export { get, post, put, patch, del, getPage } from './methods';
export { apiQueryOptions, apiPageQueryOptions } from './query-options';
export { useQuery } from './use-query';
export { authConfigQueryOptions, useAuthConfig } from './calls/auth-config';
export { fetchProfile } from './calls/profile';
export { myTeamsKeys, myTeamsQueryOptions, useMyTeams, type MyTeamsParams } from './calls/my-teams';
export { myEntriesKey, myEntriesQueryOptions, useMyEntries } from './calls/my-entries';
export { myMatchesKey, myMatchesQueryOptions, useMyMatches } from './calls/my-matches';
export {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationsQueryOptions,
  useNotifications,
  useReadNotifications,
} from './calls/notifications';
export { RETRYABLE_STATUSES, NON_MUTATING_METHODS, MAX_RETRY_DELAY_MS, DEFAULT_RETRY_DELAY_MS } from './retry';
export { isAuthPage, loginRedirectPath } from './unauthorized';
export { translateErrorCode, describeApiFailure } from './error-messages';
export { serverMessageOf } from './server-message';
