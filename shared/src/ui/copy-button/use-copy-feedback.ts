import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@portal/shared/constants';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a text to the clipboard and says so for about a second (docs/spec.md section 9); a refused or missing
 * clipboard leaves the 'failed' state (team_page.copied_button_unsuccess) until the next try.
 */
export function useCopyFeedback(durationMs = COPY_FEEDBACK_MS) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      clearTimeout(timer.current);
      try {
        if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), durationMs);
        return true;
      } catch {
        setState('failed');
        return false;
      }
    },
    [durationMs],
  );
  return { state, copy };
}
