/**
 * A third party could not do what was asked. 'unavailable': no answer, a timeout or a 5xx (worth trying
 * again later); 'rejected': the party answered and refused (bad code, token or credentials).
 */
export type DriverFailure = 'unavailable' | 'rejected';

export class DriverError extends Error {
  override name = 'DriverError';
  constructor(
    readonly failure: DriverFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isDriverError = (error: unknown): error is DriverError => error instanceof DriverError;
