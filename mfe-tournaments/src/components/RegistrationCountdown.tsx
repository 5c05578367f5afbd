import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCountdown } from '@portal/shared/ui';
import { remainingTime } from '../lib/remaining-time';

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  white-space: nowrap;
`;

export interface RegistrationCountdownProps {
  seconds: number;
  /** Accessible name of the timer, e.g. "Registration closes in". */
  label: string;
  onFinish?: () => void;
}

/** A countdown over days: "3 d 04:05:06", ticking every second, calling onFinish at zero. */
export function RegistrationCountdown({ seconds, label, onFinish }: RegistrationCountdownProps) {
  const { t } = useTranslation('tournaments');
  const { remaining } = useCountdown(seconds, { onFinish });
  const { days, clock } = remainingTime(remaining);
  return (
    <Time role="timer" aria-label={label}>
      {/* The server's clock runs ahead of the browser's first render by the time the page took to arrive: that
          render keeps the server's text, the next tick writes its own (docs/architecture.md). A plain span:
          styled-components does not hand suppressHydrationWarning on to the element. */}
      <span suppressHydrationWarning>{days > 0 ? `${t('registration.days', { count: days })} ${clock}` : clock}</span>
    </Time>
  );
}
