import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { NO_VALUE, formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { ButtonLink, surface, TournamentLogo, TournamentStatusBadge } from '@portal/shared/ui';
import { Fact, FactList } from '../../components/Facts';
import { RegistrationStatus } from '../../components/RegistrationStatus';
import { useDivisionText } from '../../lib/use-division-text';
import { useTournamentFacts } from '../../lib/use-tournament-facts';
import { useTournamentPaths } from '../../lib/tournament-paths';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  background:
    radial-gradient(100% 70% at 50% 0%, rgba(255, 178, 0, 0.22), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Name = styled.h1`
  margin: 0;
  font-size: 26px;
  line-height: 1.2;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: 40px;
  }
`;

const Countdown = styled.div`
  font-size: ${({ theme }) => theme.font.sizes.md};
  p {
    justify-content: center;
  }
`;

const Facts = styled.section`
  ${surface({ padding: 4 })}
`;

export interface PromoHeroProps {
  tournament: TournamentDetail;
  updatedAt: number;
}

/** The promo landing of one tournament: a big hero, its countdown, the key facts and the way to its page. */
export function PromoHero({ tournament, updatedAt }: PromoHeroProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const paths = useTournamentPaths();
  const divisionText = useDivisionText();
  const facts = useTournamentFacts(tournament);
  return (
    <>
      <Hero data-testid="promo-hero">
        <TournamentLogo logo={tournament.logo ?? tournament.mobile_logo} alt={t('common.logoAlt', { name: tournament.name })} size={112} eager />
        <Kicker>{tournament.game.name}</Kicker>
        <Name>{tournament.name}</Name>
        <TournamentStatusBadge status={tournament.status.code} />
        <Countdown>
          <RegistrationStatus tournament={tournament} updatedAt={updatedAt} />
        </Countdown>
        <ButtonLink to={paths.detail(tournament.slug)}>{t('promo.cta')}</ButtonLink>
      </Hero>
      <Facts aria-label={t('promo.facts')}>
        <FactList $min={140}>
          <Fact label={t('common.prizeFund')}>{facts.prizeFund}</Fact>
          <Fact label={t('common.start')}>{formatLocalizedDate(tournament.start_time, tournament.timezone, locale)}</Fact>
          <Fact label={t('common.teamSize')}>{facts.teamSize}</Fact>
          <Fact label={t('common.slots')}>{facts.slots}</Fact>
          <Fact label={t('common.division')}>{divisionText(tournament.divisions)}</Fact>
          <Fact label={t('common.organizer')}>{tournament.organizer?.trim() || NO_VALUE}</Fact>
        </FactList>
      </Facts>
    </>
  );
}
