import { IconSvg } from '@portal/shared/ui';

/** The bell of the empty notifications list. */
export const BellIcon = () => (
  <IconSvg>
    <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 004 0" />
  </IconSvg>
);
