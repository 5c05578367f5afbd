import { IconSvg } from '@portal/shared/ui';

/** Line icons only the tournament pages draw (the shared ones come from @portal/shared/ui). */

export function WarningIcon() {
  return (
    <IconSvg>
      <path d="M12 4 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </IconSvg>
  );
}

export function CalendarIcon() {
  return (
    <IconSvg>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </IconSvg>
  );
}

export function SwordsIcon() {
  return (
    <IconSvg>
      <path d="M4 4l9 9M4 4h4M4 4v4M20 4l-9 9M20 4h-4M20 4v4M7 15l-3 3 2 2 3-3M17 15l3 3-2 2-3-3" />
    </IconSvg>
  );
}
