import { IconSvg } from '@portal/shared/ui';

/** Line icons only the content pages draw (the shared ones come from @portal/shared/ui). */
export const TableIcon = () => (
  <IconSvg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M9 9v11" />
  </IconSvg>
);
