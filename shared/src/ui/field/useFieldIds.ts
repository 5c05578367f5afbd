import { useId } from 'react';

/** ids tying a control to its hint and error text (aria-describedby). */
export function useFieldIds(explicitId: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId();
  const id = explicitId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}
