import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_INTERVAL_MS } from '@portal/shared/constants';

export interface CountdownOptions {
  /** Tick in ms (spec: 1000). */
  intervalMs?: number;
  /** Called once when the countdown reaches zero. */
  onFinish?: () => void;
}

const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * Seconds left until a moment `seconds` from the start (measured against the clock, so a slow tab does
 * not drift). `restart` starts again, e.g. after a code was sent again.
 */
export function useCountdown(seconds: number, { intervalMs = COUNTDOWN_INTERVAL_MS, onFinish }: CountdownOptions = {}) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds)));
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  useEffect(() => {
    if (secondsLeft(endsAt) === 0) return;
    const timer = setInterval(() => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        finish.current?.();
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [endsAt, intervalMs]);

  const restart = useCallback(
    (next = seconds) => {
      setEndsAt(Date.now() + next * 1000);
      setRemaining(Math.max(0, Math.ceil(next)));
    },
    [seconds],
  );

  return { remaining, finished: remaining === 0, restart };
}
