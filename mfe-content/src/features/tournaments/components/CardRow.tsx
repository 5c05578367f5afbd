import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { overflowEdgeAttributes, overflowEdgeFade, useOverflowEdges } from '@portal/shared/ui';

/** Cards in a row that scrolls sideways: swiped on a phone, stepped with arrows on a laptop. */
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-auto-flow: column;
  grid-auto-columns: minmax(260px, 80%);
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding-bottom: ${({ theme }) => theme.space(1)};
  & > * {
    scroll-snap-align: start;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-auto-columns: minmax(280px, calc((100% - ${({ theme }) => theme.space(6)}) / 3));
  }
  ${overflowEdgeFade}
`;

const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

/** Arrows only where a mouse or touchpad drives a wide screen; a finger swipes the row. */
export const ARROWS_MEDIA = '@media (pointer: fine) and (min-width: 768px)';

const Arrow = styled.button<{ $side: 'start' | 'end' }>`
  display: none;
  ${ARROWS_MEDIA} {
    display: inline-flex;
  }
  position: absolute;
  top: calc(50% - 22px);
  ${({ $side }) => ($side === 'start' ? 'left: -12px;' : 'right: -12px;')}
  z-index: 1;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.35);
  &:disabled {
    /* Nothing more on that side: the arrow goes rather than sit there greyed. */
    visibility: hidden;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** Steps the row by what it shows, less a little so the last card seen stays as a landmark. */
function step(row: HTMLElement, direction: 1 | -1) {
  const left = direction * Math.max(row.clientWidth * 0.9, 1);
  if (typeof row.scrollBy === 'function') row.scrollBy({ left, behavior: 'smooth' });
  else row.scrollLeft += left;
}

/** A sideways row of cards with previous and next arrows on a laptop; the sides that hide cards fade. */
export function CardRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('content');
  const row = useRef<HTMLDivElement>(null);
  const edges = useOverflowEdges(row);
  return (
    <Frame>
      <Row ref={row} data-testid="home-card-row" {...overflowEdgeAttributes(edges)}>
        {children}
      </Row>
      <Arrow type="button" $side="start" aria-label={t('home.row.previous')} disabled={!edges.start} onClick={() => row.current && step(row.current, -1)}>
        ‹
      </Arrow>
      <Arrow type="button" $side="end" aria-label={t('home.row.next')} disabled={!edges.end} onClick={() => row.current && step(row.current, 1)}>
        ›
      </Arrow>
    </Frame>
  );
}
