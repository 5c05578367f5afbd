import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { describeApiFailure } from '@portal/shared/api-client';
import type { TournamentSummary } from '@portal/shared/contracts';
import { Button, SkeletonBlock, surface, VisuallyHidden } from '@portal/shared/ui';
import { CardRow } from './CardRow';
import { HomeTournamentCard } from './HomeTournamentCard';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Inherits the page's text colour: the home page is on a dark or, under /home/*, a white background. */
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  color: inherit;
`;

const More = styled(Link)`
  color: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** Cards in a grid, or (while loading) in a row that scrolls sideways on narrow screens, like CardRow. */
const Cards = styled.div<{ $row: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $row, theme }) =>
    $row
      ? css`
          grid-auto-flow: column;
          grid-auto-columns: minmax(260px, 80%);
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          padding-bottom: ${theme.space(1)};
          & > * {
            scroll-snap-align: start;
          }
          ${theme.media.tablet} {
            grid-auto-columns: minmax(280px, calc((100% - ${theme.space(6)}) / 3));
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          ${theme.media.tablet} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${theme.media.desktop} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `}
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  ${surface()}
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

export interface HomeTournamentSectionProps {
  title: string;
  /** "See all" link. */
  more: { to: string; label: string };
  query: UseQueryResult<TournamentSummary[]>;
  layout: 'grid' | 'row';
  empty: string;
  /** Cards shown while loading. */
  placeholders: number;
  'data-testid'?: string;
}

/** A home-page section of tournament cards with its loading, error (with retry) and empty states. */
export function HomeTournamentSection({ title, more, query, layout, empty, placeholders, ...rest }: HomeTournamentSectionProps) {
  const { t } = useTranslation('content');
  const titleId = useId();
  let body;
  if (query.isPending) {
    body = (
      <Cards $row={layout === 'row'} role="status" aria-busy="true">
        <VisuallyHidden>{t('home.loading')}</VisuallyHidden>
        {Array.from({ length: placeholders }, (_, i) => (
          <SkeletonBlock key={i} aria-hidden="true" $height="176px" />
        ))}
      </Cards>
    );
  } else if (query.isError) {
    body = (
      <Panel role="alert">
        <strong>{t('home.error')}</strong>
        <p>{describeApiFailure(query.error)}</p>
        <Button $variant="secondary" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </Button>
      </Panel>
    );
  } else if (query.data.length === 0) {
    body = (
      <Panel>
        <p>{empty}</p>
      </Panel>
    );
  } else {
    const cards = query.data.map((tournament) => <HomeTournamentCard key={tournament.id} tournament={tournament} />);
    body = layout === 'row' ? <CardRow>{cards}</CardRow> : <Cards $row={false}>{cards}</Cards>;
  }
  return (
    <Section aria-labelledby={titleId} data-testid={rest['data-testid']}>
      <Head>
        <Title id={titleId}>{title}</Title>
        <More to={more.to}>{more.label}</More>
      </Head>
      {body}
    </Section>
  );
}
