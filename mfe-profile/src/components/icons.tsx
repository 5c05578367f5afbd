import { IconSvg } from '@portal/shared/ui';

/** Line icons only the profile pages draw (the shared ones come from @portal/shared/ui). */
export const BellIcon = () => (
  <IconSvg>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 004 0" />
  </IconSvg>
);

/** The verified mark next to a checked country. */
export const VerifiedIcon = () => (
  <IconSvg size={16} strokeWidth={2}>
    <path d="M12 3l2.4 1.8 3 .1 1 2.8 2.1 2.1-.9 2.8.9 2.9-2.1 2-1 2.9-3 .1L12 21l-2.4-1.8-3-.1-1-2.9-2.1-2 .9-2.9-.9-2.8 2.1-2.1 1-2.8 3-.1z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </IconSvg>
);
