const pad = (n: number) => String(n).padStart(2, '0');

export interface RemainingTime {
  days: number;
  /** hh:mm:ss after the days (mm:ss under an hour without days). */
  clock: string;
}

/** Splits a countdown into whole days and a clock, for registration windows that last weeks. */
export function remainingTime(totalSeconds: number): RemainingTime {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = days > 0 || hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
  return { days, clock };
}
