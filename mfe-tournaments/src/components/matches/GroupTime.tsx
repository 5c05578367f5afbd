import { useTranslation } from 'react-i18next';
import { formatGameTime, viewerTimezone } from '@portal/shared/domain';

/**
 * A group's game time in the tournament's time zone and, when it differs, in the viewer's own:
 * "01.05.2026 20:00 (Asia/Almaty) · 18:00 your time".
 */
export function GroupTime({ gameTime, timezone }: { gameTime: string; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const there = formatGameTime(gameTime, timezone);
  const mine = viewerTimezone();
  const here = formatGameTime(gameTime, mine);
  return (
    <span data-testid="group-time">
      <time dateTime={gameTime}>{there.dateTime}</time> ({there.timezone})
      {mine !== timezone && here.dateTime !== there.dateTime ? <> · {t('match.yourTime', { time: here.dateTime })}</> : null}
    </span>
  );
}
