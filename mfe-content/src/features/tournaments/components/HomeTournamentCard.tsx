import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type TournamentSummary } from '@portal/shared/contracts';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { formatLocalizedDate, localizePrizeFund, SHORT_DATE_TIME_PATTERN } from '@portal/shared/domain';
import { LinkCard, LinkCardLink, MutedText, TournamentLogo, TournamentStatusBadge } from '@portal/shared/ui';

/** Fills the cell of the home grid or carousel. */
const Card = styled(LinkCard)`
  height: 100%;
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: auto 0 0;
  & > div {
    flex: 1 1 96px;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A tournament on the home page: logo, name, game, status, prize fund, start and slots. */
export function HomeTournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <Card data-testid="home-tournament">
      <Top>
        <TournamentLogo logo={tournament.logo ?? tournament.mobile_logo} alt={t('home.card.logoAlt', { name: tournament.name })} size={48} />
        <div>
          <Name>
            <LinkCardLink to={localized(routePath('tournaments.detail', { slug: tournament.slug }))}>{tournament.name}</LinkCardLink>
          </Name>
          <MutedText as="span" $size="xs">{tournament.game.name}</MutedText>
        </div>
      </Top>
      <div>
        <TournamentStatusBadge status={tournament.status.code} />
      </div>
      <Facts>
        <div>
          <dt>{t('home.card.prizeFund')}</dt>
          <dd>{tournament.prize_fond?.trim() ? localizePrizeFund(tournament.prize_fond, locale) : t('home.card.noPrizeFund')}</dd>
        </div>
        <div>
          <dt>{t('home.card.start')}</dt>
          <dd>{formatLocalizedDate(tournament.start_time, tournament.timezone, locale, SHORT_DATE_TIME_PATTERN)}</dd>
        </div>
        <div>
          <dt>{t('home.card.slots')}</dt>
          <dd>{t('home.card.slotsValue', { taken: tournament.accepted_teams_count, total: tournament.slot_count })}</dd>
        </div>
      </Facts>
    </Card>
  );
}
