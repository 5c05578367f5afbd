import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamRatingHistoryItem } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
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
const PAD = { top: 16, right: 24, bottom: 52, left: 48 };
/** At most this many points carry a tournament and date label under the axis; the others keep their tooltip. */
const MAX_LABELS = 5;
/** Longer tournament names are cut under the axis (the tooltip and the table below carry them whole). */
const LABEL_CHARS = 18;

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

/** Which points get an axis label: all when few, else the first, the last and evenly spaced ones between. */
export function labelledPoints(count: number, max = MAX_LABELS): Set<number> {
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  return new Set(Array.from({ length: max }, (_, i) => Math.round((i * (count - 1)) / (max - 1))));
}

function shortName(name: string): string {
  return name.length > LABEL_CHARS ? `${name.slice(0, LABEL_CHARS - 1).trimEnd()}…` : name;
}

/**
 * A team's running total of points after each counted tournament, drawn as an SVG line; points are labelled
 * under the axis by tournament and date, and each tells its tournament, date and points as a tooltip.
 */
export function HistoryChart({ history }: { history: readonly TeamRatingHistoryItem[] }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const labelled = labelledPoints(history.length);
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
        {points.map((p, i) => {
          const item = history[i];
          if (!item) return null;
          const date = formatLocalizedDate(item.date, null, locale, 'D MMM YYYY');
          // Labels at the chart's edges grow inwards so they are not cut off.
          const anchor = points.length > 1 && i === 0 ? 'start' : points.length > 1 && i === points.length - 1 ? 'end' : 'middle';
          return (
            <g key={item.tournament.id} data-testid="rating-chart-point">
              <title>{t('rating.team.chartPoint', { name: item.tournament.name, date, points: item.points, total: item.total })}</title>
              <circle cx={p.x} cy={p.y} r="5" fill="#ffb200" />
              {labelled.has(i) ? (
                <text x={p.x} y={baseline + 18} textAnchor={anchor} fontSize="12" fill="currentColor" data-testid="rating-chart-label">
                  <tspan x={p.x}>{shortName(item.tournament.name)}</tspan>
                  <tspan x={p.x} dy="16" fillOpacity="0.7">
                    {date}
                  </tspan>
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}
