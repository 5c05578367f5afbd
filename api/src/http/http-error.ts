import type { ErrorParams } from '@portal/shared/contracts';
import type { FieldErrors } from '@portal/shared/schemas';

/**
 * A failure the API answers on purpose: a status, the i18n key of the message (also sent as `code`) and,
 * for 422, the field errors. The error handler translates the message into the request's language.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly errors?: FieldErrors,
    readonly params?: ErrorParams,
  ) {
    super(code);
  }
}

export const unauthenticated = () => new HttpError(401, 'errors.unauthenticated');
export const forbidden = (code = 'errors.forbidden') => new HttpError(403, code);
export const notFound = (code = 'errors.not_found') => new HttpError(404, code);
export const validationFailed = (errors: FieldErrors) => new HttpError(422, 'errors.validation_failed', errors);
