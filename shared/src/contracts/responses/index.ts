/**
 * @portal/shared/contracts/responses: every answer of the API described once, as valibot schemas. The
 * contract types (@portal/shared/contracts) are inferred from them; the API generates its OpenAPI response
 * schemas from them and its tests parse real answers with them. Server and tests only: front-end code
 * imports the types from @portal/shared/contracts (`import type`), never these runtime objects.
 */
export * from './envelope';
export * from './game';
export * from './user';
export * from './tournament';
export * from './statistics';
export * from './reference';
export * from './auth';
export * from './system';
export * from './team';
export * from './organizer';
export * from './profile';
export * from './notification';
export * from './application';
export * from './news';
export * from './rating';
export * from './stream';
export * from './vote';
export * from './help';
export * from './search';
export * from './transfer';
export * from './streamer';
export * from './match';
export * from './chat';
export * from './match-play';
export * from './calendar';
