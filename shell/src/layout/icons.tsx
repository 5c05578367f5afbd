import type { JSX, ReactNode } from 'react';
import {
  ClipboardIcon as SharedClipboardIcon,
  IconSvg,
  NewsIcon as SharedNewsIcon,
  PlayIcon as SharedPlayIcon,
  ShieldIcon as SharedShieldIcon,
  TeamIcon as SharedTeamIcon,
  TrophyIcon as SharedTrophyIcon,
  VotesIcon as SharedVotesIcon,
  type IconProps as SharedIconProps,
} from '@portal/shared/ui';

/** Line icons of the shell chrome (22px, a slightly heavier line). Decorative: labels carry the meaning. */
const CHROME_ICON_SIZE = 22;
const CHROME_STROKE_WIDTH = 1.8;

type IconProps = { size?: number };

function Icon({ children, size = CHROME_ICON_SIZE }: { children: ReactNode; size?: number }) {
  return (
    <IconSvg size={size} strokeWidth={CHROME_STROKE_WIDTH}>
      {children}
    </IconSvg>
  );
}

/** A shared icon (one the remotes draw too) at the chrome's size and line width. */
const chrome =
  (Shared: (p: SharedIconProps) => JSX.Element) =>
  ({ size = CHROME_ICON_SIZE }: IconProps) => <Shared size={size} strokeWidth={CHROME_STROKE_WIDTH} />;

export const TrophyIcon = chrome(SharedTrophyIcon);
export const ClipboardIcon = chrome(SharedClipboardIcon);
export const TeamIcon = chrome(SharedTeamIcon);
export const ShieldIcon = chrome(SharedShieldIcon);
export const PlayIcon = chrome(SharedPlayIcon);
export const NewsIcon = chrome(SharedNewsIcon);
export const VotesIcon = chrome(SharedVotesIcon);

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </Icon>
);

export const MatchesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m4 4 9 9M4 4v3.5M4 4h3.5" />
    <path d="m20 4-9 9M20 4v3.5M20 4h-3.5" />
    <path d="m7 15-2.5 2.5 2 2L9 17M17 15l2.5 2.5-2 2L15 17" />
  </Icon>
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </Icon>
);

export const SettingsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </Icon>
);

export const LogoutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 4h4.5a1.5 1.5 0 0 1 1.5 1.5v13a1.5 1.5 0 0 1-1.5 1.5H14" />
    <path d="M10 8l-4 4 4 4M6 12h9" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 004 0" />
  </Icon>
);

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ExternalIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const HelpIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7M12 17h.01" />
  </Icon>
);

export const RatingIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16M6.5 20v-6M12 20V6M17.5 20v-9" />
  </Icon>
);

/** Simplified marks of the portal's social channels. */
export const SOCIAL_ICONS: Record<string, (p: IconProps) => JSX.Element> = {
  tiktok: (p) => (
    <Icon {...p}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.8 2.3 4.5 5 4.8" />
    </Icon>
  ),
  telegram: (p) => (
    <Icon {...p}>
      <path d="M21 4 3 11.2l6.2 2.1L18 7l-6.8 7.5L17 20z" />
      <path d="m9.2 13.3.8 5.2 2.6-3" />
    </Icon>
  ),
  discord: (p) => (
    <Icon {...p}>
      <path d="M7.5 6.5C9 5.8 10.4 5.5 12 5.5s3 .3 4.5 1c1.6 2.4 2.6 5 2.8 8.4-1.3 1.1-2.8 1.8-4.3 2.2l-1-1.6M7.5 6.5C5.9 8.9 4.9 11.5 4.7 14.9 6 16 7.5 16.7 9 17.1l1-1.6" />
      <path d="M8 14c2.6 1.2 5.4 1.2 8 0" />
      <circle cx="9.5" cy="11.5" r=".9" fill="currentColor" />
      <circle cx="14.5" cy="11.5" r=".9" fill="currentColor" />
    </Icon>
  ),
  instagram: (p) => (
    <Icon {...p}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r=".8" fill="currentColor" />
    </Icon>
  ),
  youtube: (p) => (
    <Icon {...p}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.2 9.3 4.6 2.7-4.6 2.7z" fill="currentColor" />
    </Icon>
  ),
};
