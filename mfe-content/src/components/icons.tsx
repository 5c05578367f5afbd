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

export const NewsIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 8h10M7 12h10M7 16h6" />
  </Svg>
);

export const StreamIcon = () => (
  <Svg>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </Svg>
);

export const VoteIcon = () => (
  <Svg>
    <path d="M4 13h16v7H4z" />
    <path d="M8 13V5h8v8M10.5 9l1.5 1.5L15 7.5" />
  </Svg>
);

export const TableIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M9 9v11" />
  </Svg>
);

export const LinkOffIcon = () => (
  <Svg>
    <path d="M9 15l-2 2a3 3 0 01-4-4l3-3a3 3 0 014 0M15 9l2-2a3 3 0 014 4l-3 3a3 3 0 01-4 0M4 4l16 16" />
  </Svg>
);
