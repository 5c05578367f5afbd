import { useCallback, useState } from 'react';

/** The two states of a modal, shown and hidden, with the actions that switch them. */
export function useModalState(initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const show = useCallback(() => setShown(true), []);
  const hide = useCallback(() => setShown(false), []);
  const toggle = useCallback(() => setShown((value) => !value), []);
  return { shown, show, hide, toggle };
}
