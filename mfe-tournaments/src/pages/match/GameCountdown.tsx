import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCountdown, useCountdown, useMounted } from '@portal/shared/ui';

const SECONDS_PER_DAY = 86_400;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

function Ticking({ seconds }: { seconds: number }) {
  const { t } = useTranslation('tournaments');
  const [over, setOver] = useState(false);
  const { remaining } = useCountdown(seconds, { onFinish: () => setOver(true) });
  if (over || remaining === 0) return null;
  const days = Math.floor(remaining / SECONDS_PER_DAY);
  const clock = formatCountdown(remaining % SECONDS_PER_DAY);
  return (
    <p data-testid="game-countdown">
      {t('match.countdown')}{' '}
      <Time role="timer" aria-label={t('match.countdown')}>
        {days > 0 ? t('match.countdownDays', { days, time: clock }) : clock}
      </Time>
    </p>
  );
}

/**
 * Time left until the group's game ("Starts in 2 d 03:15:00"), ticking every second; nothing once the game
 * time has passed. The server does not know when the page reaches the browser: the countdown is computed only
 * after mounting, so the server's HTML and the first render carry none.
 */
export function GameCountdown({ gameTime }: { gameTime: string }) {
  const mounted = useMounted();
  if (!mounted) return null;
  const at = Date.parse(gameTime);
  const seconds = Number.isFinite(at) ? Math.ceil((at - Date.now()) / 1000) : 0;
  return seconds > 0 ? <Ticking key={gameTime} seconds={seconds} /> : null;
}
