import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { computePosition, parsePlacement, type Placement, type Side } from './position';

/**
 * Keeps a floating element (rendered position: fixed in a portal) next to its anchor while open:
 * measured before paint, and again on scroll and resize.
 */
export function useFloating(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  { open, placement, offset }: { open: boolean; placement: Placement; offset: number },
): { style: CSSProperties; side: Side } {
  const [state, setState] = useState<{ top: number; left: number; side: Side } | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchor = anchorRef.current;
      const floating = floatingRef.current;
      if (!anchor || !floating) return;
      const a = anchor.getBoundingClientRect();
      const f = floating.getBoundingClientRect();
      const next = computePosition(
        { top: a.top, left: a.left, width: a.width, height: a.height },
        { width: f.width, height: f.height },
        placement,
        offset,
        { width: window.innerWidth, height: window.innerHeight },
      );
      setState((prev) => (prev && prev.top === next.top && prev.left === next.left && prev.side === next.side ? prev : next));
    };
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, placement, offset, anchorRef, floatingRef]);

  return {
    style: { position: 'fixed', top: state?.top ?? 0, left: state?.left ?? 0, visibility: state ? 'visible' : 'hidden' },
    side: state?.side ?? parsePlacement(placement).side,
  };
}
