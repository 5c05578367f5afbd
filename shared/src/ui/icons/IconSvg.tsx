import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px (default 40, the size of empty states). */
  size?: number;
  /** Line width on the 24px grid (default 1.5). */
  strokeWidth?: number;
}

/**
 * The frame of every line icon: a 24px grid drawn in the current colour. Icons are decorative (the text next
 * to them carries the meaning), so they are hidden from screen readers and never take the focus.
 */
export function IconSvg({ size = 40, strokeWidth = 1.5, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
