import { DriverError } from '../src/drivers/driver-error';

/** How a driver call ended: its DriverError failure ('unavailable', 'rejected'), 'other' or 'none'. */
export async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof DriverError ? error.failure : 'other';
  }
  return 'none';
}
