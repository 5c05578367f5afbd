import type { SVGProps } from 'react';

/** Decorative line icons of the empty states (hidden from screen readers by EmptyState). */
const Svg = (props: SVGProps<SVGSVGElement>) => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false" {...props} />
);

export const NotFoundIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Svg>
);

export const GamepadIcon = () => (
  <Svg>
    <path d="M6 8h12a4 4 0 014 4v1a4 4 0 01-7 2.6L14 14h-4l-1 1.6A4 4 0 012 13v-1a4 4 0 014-4z" />
    <path d="M7 11v3M5.5 12.5h3M16 11.5h.01M18 13h.01" />
  </Svg>
);

export const BellIcon = () => (
  <Svg>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 004 0" />
  </Svg>
);
