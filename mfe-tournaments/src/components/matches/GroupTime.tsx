import { useTranslation } from 'react-i18next';
import { formatGameTime, viewerTimezone } from '@portal/shared/domain';
import { useMounted } from '@portal/shared/ui';

/**
 * A group's game time in the tournament's time zone and, when it differs, in the viewer's own:
 * "01.05.2026 20:00 (Asia/Almaty) · 18:00 your time". The viewer's time zone is the browser's, unknown to
 * the server: the server's HTML and the browser's first render write the tournament's time only, and the
 * viewer's time follows once the page runs in the browser (docs/architecture.md, "How a request becomes HTML").
 */
export function GroupTime({ gameTime, timezone }: { gameTime: string; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const mounted = useMounted();
  const there = formatGameTime(gameTime, timezone);
  const mine = mounted ? viewerTimezone() : timezone;
  const here = formatGameTime(gameTime, mine);
  return (
    <span data-testid="group-time">
      <time dateTime={gameTime}>{there.dateTime}</time> ({there.timezone})
      {mine !== timezone && here.dateTime !== there.dateTime ? <> · {t('match.yourTime', { time: here.dateTime })}</> : null}
    </span>
  );
}
