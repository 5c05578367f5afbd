import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentSummary } from '@portal/shared/contracts';
import { LinkCard, LinkCardLink, MutedText, TournamentLogo, TournamentStatusBadge } from '@portal/shared/ui';
import { Fact, FactList } from '../Facts';
import { RegistrationStatus } from '../RegistrationStatus';
import { useDivisionText } from '../../lib/use-division-text';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { useTournamentFacts } from '../../lib/use-tournament-facts';

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
`;

const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export interface TournamentCardProps {
  tournament: TournamentSummary;
  /** When the list answer arrived (for the registration countdown). */
  updatedAt: number;
}

/** A tournament in a list: logo, name, game, status, division, prize fund, team size, slots, registration. */
export function TournamentCard({ tournament, updatedAt }: TournamentCardProps) {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const divisionText = useDivisionText();
  const facts = useTournamentFacts(tournament);
  return (
    <LinkCard data-testid="tournament-card" aria-labelledby={`tournament-${tournament.id}`}>
      <Top>
        <TournamentLogo logo={tournament.logo ?? tournament.mobile_logo} alt={t('common.logoAlt', { name: tournament.name })} />
        <Heading>
          <Name id={`tournament-${tournament.id}`}>
            <LinkCardLink to={paths.detail(tournament.slug)}>{tournament.name}</LinkCardLink>
          </Name>
          <MutedText as="span" $size="xs">{tournament.game.name}</MutedText>
          <div>
            <TournamentStatusBadge status={tournament.status.code} />
          </div>
        </Heading>
      </Top>
      <FactList $min={120}>
        <Fact label={t('common.division')}>{divisionText(tournament.divisions)}</Fact>
        <Fact label={t('common.prizeFund')}>{facts.prizeFund}</Fact>
        <Fact label={t('common.teamSize')}>{facts.teamSize}</Fact>
        <Fact label={t('common.slots')}>{facts.slots}</Fact>
      </FactList>
      <RegistrationStatus tournament={tournament} updatedAt={updatedAt} />
    </LinkCard>
  );
}
