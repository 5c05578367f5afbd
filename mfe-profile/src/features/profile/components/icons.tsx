import { IconSvg } from '@portal/shared/ui';

/* Line icons only the profile feature draws (the shared ones come from @portal/shared/ui). */

/** The verified mark next to a checked country. */
export const VerifiedIcon = () => (
  <IconSvg size={16} strokeWidth={2}>
    <path d="M12 3l2.4 1.8 3 .1 1 2.8 2.1 2.1-.9 2.8.9 2.9-2.1 2-1 2.9-3 .1L12 21l-2.4-1.8-3-.1-1-2.9-2.1-2 .9-2.9-.9-2.8 2.1-2.1 1-2.8 3-.1z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </IconSvg>
);
