import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The editor's date fields: a moment is kept as an ISO string in UTC (what the API takes) and typed as a
 * local date and time of the tournament's timezone (a datetime-local input, 'YYYY-MM-DDTHH:mm').
 */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

function zoned(tz: string) {
  try {
    dayjs.utc(0).tz(tz);
    return tz;
  } catch {
    return 'UTC';
  }
}

/** The local wall time of an instant in `tz` ('' for no instant). */
export function toLocalInput(iso: string | null | undefined, tz: string): string {
  if (!iso) return '';
  const instant = dayjs.utc(iso);
  return instant.isValid() ? instant.tz(zoned(tz)).format(LOCAL_FORMAT) : '';
}

/** The instant of a local wall time in `tz`, as ISO UTC ('' when nothing usable is typed). */
export function fromLocalInput(local: string, tz: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const instant = dayjs.tz(local, LOCAL_FORMAT, zoned(tz));
  return instant.isValid() ? instant.toISOString() : '';
}
