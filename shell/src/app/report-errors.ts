import type { ErrorInfo } from 'react';
import { isRemoteUnavailable } from '../federation/remote-routes-loader';

/**
 * React root's onCaughtError: an unavailable remote is expected (its area shows the retry panel), so it is
 * one short warning instead of a console.error with a component stack; anything else is reported in full.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo, log: Pick<Console, 'warn' | 'error'> = console): void {
  if (isRemoteUnavailable(error)) {
    log.warn(`[remote] ${error.remote} is unavailable; its area shows the retry panel.`);
    return;
  }
  log.error(error, info.componentStack ?? '');
}

/**
 * React root's onRecoverableError: the browser could not take a server-rendered part over as it was (a
 * hydration mismatch, or an area the server left to the browser). Reported as an error: the end-to-end
 * hydration check (e2e) fails on it.
 */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }, log: Pick<Console, 'error'> = console): void {
  log.error('[hydration]', error, info.componentStack ?? '');
}
