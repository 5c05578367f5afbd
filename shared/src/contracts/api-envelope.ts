/**
 * Wire format of the API (docs/spec.md section 7, Laravel-style): successes are `{ data }`, lists add `meta`,
 * failures are `{ message, errors: { field: [codes] } }` where every code is an i18n key (see error-codes).
 */
import type { PageMeta } from './responses/envelope';

export type { ApiErrorBody, PageMeta } from './responses/envelope';

export interface ApiData<T> {
  data: T;
}

export interface ApiPage<T> {
  data: T[];
  meta: PageMeta;
}

/** Header carrying the interface language of the request. */
export const LANGUAGE_HEADER = 'Accept-Language';
/** Prefix of every API path. */
export const API_PREFIX = '/api';
