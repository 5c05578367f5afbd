// Query-string and path-parameter schemas of the API's read endpoints (owned with the API).
export * from './query-values';
export * from './tournament-queries';
export * from './reference-queries';
export * from './team-queries';
export * from './profile-queries';
export * from './notification-queries';
export * from './application-queries';
export * from './rating-queries';
export * from './stream-queries';
export * from './search-queries';
