import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { MutedText, surface, TournamentLogo } from '@portal/shared/ui';

/** A column of tournament rows. */
export const TournamentRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 3 })}
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

interface TournamentRowProps {
  tournament: { name: string; slug: string; logo: string | null | undefined };
  /** The line under the name (the team's result, or its stage and group). */
  meta: ReactNode;
  /** The badge at the end of the row. */
  badge: ReactNode;
}

/** One tournament of a team: logo, name linking to the tournament page, a line about the team, a badge. */
export function TournamentRow({ tournament, meta, badge }: TournamentRowProps) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <Row>
      <TournamentLogo logo={tournament.logo} alt={t('entries.logoAlt', { name: tournament.name })} size={40} />
      <Texts>
        <Name to={localized(routePath('tournaments.detail', { slug: tournament.slug }))}>{tournament.name}</Name>
        <MutedText as="span" $size="sm">{meta}</MutedText>
      </Texts>
      {badge}
    </Row>
  );
}
