import { useCallback, useState } from 'react';
import type { OtpChannel } from '@portal/shared/contracts';
import { readStored, SESSION_KEYS, writeStored } from '@portal/shared/state';

/**
 * What the steps of a sign-in flow hand each other, kept in session storage so a reload or a step back
 * keeps it: the phone (E.164) and its country, the messenger, the e-mail, when the last code was sent and
 * what for. The request_id of the last code lives apart, under SESSION_KEYS.requestId (docs/spec.md section 3).
 */
export interface AuthFlow {
  phone?: string;
  country?: string;
  channel?: OtpChannel;
  email?: string;
  /** Epoch ms of the last code sent (the resend countdown). */
  codeSentAt?: number;
  purpose?: 'register' | 'forgot_password';
  /** The request_id's code was verified: the next step may use it. */
  verified?: boolean;
}

export const FLOW_KEY = 'auth_flow';

export function readFlow(): AuthFlow {
  try {
    const parsed: unknown = JSON.parse(readStored(FLOW_KEY, 'sessionStorage') ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as AuthFlow) : {};
  } catch {
    return {};
  }
}

export function writeFlow(flow: AuthFlow): void {
  writeStored(FLOW_KEY, JSON.stringify(flow), 'sessionStorage');
}

export const readRequestId = (): string | null => readStored(SESSION_KEYS.requestId, 'sessionStorage');
export const writeRequestId = (requestId: string | null): void => writeStored(SESSION_KEYS.requestId, requestId, 'sessionStorage');

/** Forgets the flow and the request_id (after signing in or setting a new password). */
export function clearFlow(): void {
  writeStored(FLOW_KEY, null, 'sessionStorage');
  writeRequestId(null);
}

/** The flow as state of a page, with an update that also stores it. */
export function useAuthFlow(): [AuthFlow, (patch: Partial<AuthFlow>) => void] {
  const [flow, setFlow] = useState<AuthFlow>(readFlow);
  const update = useCallback((patch: Partial<AuthFlow>) => {
    const next = { ...readFlow(), ...patch };
    writeFlow(next);
    setFlow(next);
  }, []);
  return [flow, update];
}
