import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamRatingHistoryItem } from '@portal/shared/contracts';
import { surface } from '@portal/shared/ui';

const Figure = styled.figure`
  margin: 0;
  ${surface({ padding: 4 })}
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 24, bottom: 28, left: 48 };

/** The points of each step of the chart, left to right (a single result sits in the middle). */
export function chartPoints(totals: readonly number[]): { x: number; y: number }[] {
  const max = Math.max(1, ...totals);
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  return totals.map((total, i) => ({
    x: PAD.left + (totals.length === 1 ? innerW / 2 : (innerW * i) / (totals.length - 1)),
    y: PAD.top + innerH - (innerH * total) / max,
  }));
}

/** A team's running total of points after each counted tournament, drawn as an SVG line. */
export function HistoryChart({ history }: { history: readonly TeamRatingHistoryItem[] }) {
  const { t } = useTranslation('content');
  const points = chartPoints(history.map((h) => h.total));
  const max = Math.max(1, ...history.map((h) => h.total));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const baseline = HEIGHT - PAD.bottom;
  return (
    <Figure data-testid="rating-chart">
      <figcaption>{t('rating.team.chart')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('rating.team.chartLabel', { count: history.length, points: history.at(-1)?.total ?? 0 })}>
        <line x1={PAD.left} y1={baseline} x2={WIDTH - PAD.right} y2={baseline} stroke="currentColor" strokeOpacity="0.3" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={baseline} stroke="currentColor" strokeOpacity="0.3" />
        <text x={PAD.left - 8} y={PAD.top + 4} textAnchor="end" fontSize="12" fill="currentColor">
          {max}
        </text>
        <text x={PAD.left - 8} y={baseline} textAnchor="end" fontSize="12" fill="currentColor">
          0
        </text>
        {points.length > 1 ? <path d={path} fill="none" stroke="#ffb200" strokeWidth="3" strokeLinejoin="round" /> : null}
        {points.map((p, i) => (
          <circle key={history[i]?.tournament.id ?? i} cx={p.x} cy={p.y} r="5" fill="#ffb200" data-testid="rating-chart-point">
            <title>{`${history[i]?.tournament.name ?? ''}: ${history[i]?.total ?? 0}`}</title>
          </circle>
        ))}
      </svg>
    </Figure>
  );
}
