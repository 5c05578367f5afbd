import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { css } from 'styled-components';

/** Which sides of a sideways-scrolling strip hide content. */
export interface OverflowEdges {
  start: boolean;
  end: boolean;
}

const NONE: OverflowEdges = { start: false, end: false };
/** Sub-pixel scroll positions (zoom, fractional widths) must not leave a hint on a side already reached. */
const SLACK_PX = 2;

/** The sides of `box` where more content waits, from its scroll position and sizes. */
export function overflowEdges(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): OverflowEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= SLACK_PX) return NONE;
  // scrollLeft is negative in right-to-left layouts: the distance from the start is its absolute value.
  const fromStart = Math.abs(box.scrollLeft);
  return { start: fromStart > SLACK_PX, end: fromStart < hidden - SLACK_PX };
}

/**
 * Follows a sideways-scrolling strip: which sides hide content, measured on mount, on scroll and on resize.
 * Nothing is measured during server rendering, so the first paint shows no hint.
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>(NONE);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = overflowEdges(box);
    setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, [ref]);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    for (const child of Array.from(box.children)) observer?.observe(child);
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, measure]);
  return edges;
}

/** Data attributes a strip carries so its styles can fade the sides that hide content. */
export function overflowEdgeAttributes(edges: OverflowEdges) {
  return { 'data-more-start': edges.start || undefined, 'data-more-end': edges.end || undefined };
}

/**
 * Fades a strip's side that hides content (set by `overflowEdgeAttributes`), whatever the background:
 * the strip's own pixels are masked out over the last 40 px of that side.
 */
export const overflowEdgeFade = css`
  --fade-start: 0px;
  --fade-end: 0px;
  &[data-more-start] {
    --fade-start: 40px;
  }
  &[data-more-end] {
    --fade-end: 40px;
  }
  &[data-more-start],
  &[data-more-end] {
    mask-image: linear-gradient(to right, transparent, #000 var(--fade-start), #000 calc(100% - var(--fade-end)), transparent);
  }
`;
