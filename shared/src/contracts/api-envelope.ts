/**
 * Wire format of the API (spec section 7, Laravel-style): successes are `{ data }`, lists add `meta`,
 * failures are `{ message, errors: { field: [codes] } }` where every code is an i18n key (see error-codes).
 */
export interface ApiData<T> {
  data: T;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export interface ApiPage<T> {
  data: T[];
  meta: PageMeta;
}

export interface ApiErrorBody {
  /** Human-readable message in the request's language (or an i18n key when no translation exists). */
  message: string;
  /** Field -> error codes (i18n keys, optionally with parameters: see encodeErrorCode). */
  errors?: Record<string, string[]>;
  /** Machine-readable code of the failure as a whole, e.g. 'errors.unauthenticated'. */
  code?: string;
}

/** Header carrying the interface language of the request. */
export const LANGUAGE_HEADER = 'Accept-Language';
/** Prefix of every API path. */
export const API_PREFIX = '/api';
