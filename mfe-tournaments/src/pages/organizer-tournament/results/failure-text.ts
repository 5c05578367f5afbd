import type * as v from 'valibot';
import { isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';

/** A failed results write in one sentence: the fields' translated codes, else the server's message, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const codes = Object.values(error.errors).flat();
    if (codes.length > 0) return codes.map((code) => translateErrorCode(code)).join(' ');
  }
  return serverMessageOf(error) ?? fallback;
}

/** The first message of a failed client-side check, translated. */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return translateErrorCode(issues[0]?.message ?? '');
}
