import styled from 'styled-components';
import { formatCountdown } from './format-countdown';
import { useCountdown, type CountdownOptions } from './useCountdown';

export interface CountdownProps extends CountdownOptions {
  /** Length of the countdown in seconds. */
  seconds: number;
  /** Accessible name, e.g. "Resend the code in". */
  label?: string;
  'data-testid'?: string;
}

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** A countdown shown as mm:ss, ticking every second by default, calling onFinish at zero. */
export function Countdown({ seconds, label, intervalMs, onFinish, ...rest }: CountdownProps) {
  const { remaining } = useCountdown(seconds, { intervalMs, onFinish });
  return (
    <Time role="timer" aria-label={label} data-testid={rest['data-testid']}>
      {/* The server's clock and the browser's differ by the time the page took to arrive: the browser's first
          render keeps the server's text, the next tick writes its own (docs/architecture.md). A plain span:
          styled-components does not hand React's suppressHydrationWarning on to the element. */}
      <span suppressHydrationWarning>{formatCountdown(remaining)}</span>
    </Time>
  );
}
