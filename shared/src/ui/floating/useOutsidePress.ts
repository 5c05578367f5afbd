import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a pointer press lands outside every given element, while `active`. */
export function useOutsidePress(refs: readonly RefObject<HTMLElement | null>[], active: boolean, onOutside: () => void) {
  const callback = useRef(onOutside);
  const elements = useRef(refs);
  useEffect(() => {
    callback.current = onOutside;
    elements.current = refs;
  });
  useEffect(() => {
    if (!active) return;
    const onPress = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (elements.current.some((ref) => ref.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [active]);
}
