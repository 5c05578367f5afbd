import type { SVGProps } from 'react';

/** Decorative line icons of the empty states (hidden from screen readers by EmptyState). */
const Svg = (props: SVGProps<SVGSVGElement>) => (
  <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false" {...props} />
);

export const TeamIcon = () => (
  <Svg>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 19c0-3 2.7-5 6-5s6 2 6 5" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16 14c2.8.2 5 2 5 4.5" />
  </Svg>
);

export const NotFoundIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </Svg>
);

export const LinkOffIcon = () => (
  <Svg>
    <path d="M9 15l-2 2a3 3 0 01-4-4l3-3a3 3 0 014 0M15 9l2-2a3 3 0 014 4l-3 3a3 3 0 01-4 0M4 4l16 16" />
  </Svg>
);
