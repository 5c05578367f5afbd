import styled from 'styled-components';

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Filled = styled.div<{ $tone: SlotMeterTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ({ open: theme.colors.success, filling: theme.colors.warning, full: theme.colors.danger })[$tone]};
`;

export type SlotMeterTone = 'open' | 'filling' | 'full';

/** How full a tournament or group is: full when no place is left, filling from four fifths, open before. */
export function slotMeterTone(taken: number, total: number): SlotMeterTone {
  if (total <= 0 || taken >= total) return 'full';
  return taken / total >= 0.8 ? 'filling' : 'open';
}

export interface SlotMeterProps {
  taken: number;
  total: number;
  /** What the meter says to a screen reader, e.g. "12 of 32 teams". */
  label: string;
}

/** Places taken out of the places there are, as a bar in the kit's colours (a native meter is the browser's green). */
export function SlotMeter({ taken, total, label }: SlotMeterProps) {
  const tone = slotMeterTone(taken, total);
  const share = total > 0 ? Math.min(1, Math.max(0, taken / total)) : 1;
  return (
    <Track role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={Math.max(total, 0)} aria-valuenow={Math.min(taken, Math.max(total, 0))} data-tone={tone}>
      <Filled $tone={tone} style={{ width: `${(share * 100).toFixed(1)}%` }} />
    </Track>
  );
}
