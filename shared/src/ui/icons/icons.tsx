import { IconSvg, type IconProps } from './IconSvg';

/** Line icons used by more than one app (shell chrome and remotes' empty states). */

export const NotFoundIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5M8.5 8.5l5 5M13.5 8.5l-5 5" />
  </IconSvg>
);

export const LinkOffIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M9 15l-2 2a3 3 0 01-4-4l3-3a3 3 0 014 0M15 9l2-2a3 3 0 014 4l-3 3a3 3 0 01-4 0M4 4l16 16" />
  </IconSvg>
);

export const GamepadIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M7 8h10a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.5 1.5L15 14H9l-1.5 2A2.5 2.5 0 0 1 3 14.5V12a4 4 0 0 1 4-4z" />
    <path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01" />
  </IconSvg>
);

export const TrophyIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4" />
    <path d="M12 13v4M8.5 20h7M9.5 17h5v3h-5z" />
  </IconSvg>
);

export const ClipboardIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="5" y="5" width="14" height="16" rx="2" />
    <path d="M9 3.5h6v3H9zM8.5 11h7M8.5 15h5" />
  </IconSvg>
);

export const TeamIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </IconSvg>
);

export const NewsIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M5 4h12v16H6.5A1.5 1.5 0 0 1 5 18.5z" />
    <path d="M17 8h2v10.5a1.5 1.5 0 0 1-3 0M8 8h6M8 12h6M8 16h4" />
  </IconSvg>
);

export const PlayIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="m10 9 5 3-5 3z" />
  </IconSvg>
);

export const VotesIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <rect x="4" y="10" width="16" height="10" rx="2" />
    <path d="m9 6 2 2 4-4M8 14h8" />
  </IconSvg>
);

export const ShieldIcon = (p: IconProps) => (
  <IconSvg {...p}>
    <path d="M12 3 5 6v5.5c0 4.3 3 7.6 7 9.5 4-1.9 7-5.2 7-9.5V6z" />
    <path d="m9 12 2 2 4-4" />
  </IconSvg>
);
