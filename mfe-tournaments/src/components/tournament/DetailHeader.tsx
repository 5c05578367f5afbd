import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { NO_VALUE, formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { mutedText, surface, TournamentLogo, TournamentStatusBadge } from '@portal/shared/ui';
import { Fact, FactList } from '../Facts';
import { useDivisionText } from '../../lib/use-division-text';
import { useTournamentFacts } from '../../lib/use-tournament-facts';
import { RegistrationPanel } from './RegistrationPanel';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  ${surface({ padding: 4 })}
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.25;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${mutedText('sm')}
`;

export interface DetailHeaderProps {
  tournament: TournamentDetail;
  updatedAt: number;
}

/** The tournament page's header: logo, name, game, status, and the key facts and registration. */
export function DetailHeader({ tournament, updatedAt }: DetailHeaderProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const divisionText = useDivisionText();
  const facts = useTournamentFacts(tournament);
  return (
    <Header data-testid="detail-header">
      <Top>
        <TournamentLogo logo={tournament.logo ?? tournament.mobile_logo} alt={t('common.logoAlt', { name: tournament.name })} size={88} eager />
        <Titles>
          <Name>{tournament.name}</Name>
          <Meta>
            <span>{tournament.game.name}</span>
            <TournamentStatusBadge status={tournament.status.code} />
          </Meta>
        </Titles>
      </Top>
      <FactList $min={120}>
        <Fact label={t('common.division')}>{divisionText(tournament.divisions)}</Fact>
        <Fact label={t('common.organizer')}>{tournament.organizer?.trim() || NO_VALUE}</Fact>
        <Fact label={t('common.country')}>{tournament.country?.name ?? NO_VALUE}</Fact>
        <Fact label={t('common.prizeFund')}>{facts.prizeFund}</Fact>
        <Fact label={t('common.start')}>{formatLocalizedDate(tournament.start_time, tournament.timezone, locale)}</Fact>
        <Fact label={t('common.format')}>
          {tournament.format.name} · {t('common.playersValue', { range: facts.teamSize })}
        </Fact>
        <Fact label={t('common.slots')}>{facts.slots}</Fact>
      </FactList>
      <RegistrationPanel tournament={tournament} updatedAt={updatedAt} />
    </Header>
  );
}
