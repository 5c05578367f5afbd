import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerTournamentListItem } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Badge, LinkCard, LinkCardLink, MutedText, SlotMeter, TournamentLogo, TournamentStatusBadge } from '@portal/shared/ui';
import { useTournamentPaths } from '../../lib/tournament-paths';

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
`;

const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A tournament in the console list: name, game, draft or published, status, start and its fill. */
export function MyTournamentCard({ tournament }: { tournament: OrganizerTournamentListItem }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const paths = useTournamentPaths();
  const fill = t('organizer.home.fill', { accepted: tournament.accepted_teams_count, slots: tournament.slot_count });
  return (
    <LinkCard data-testid="organizer-tournament-card" aria-labelledby={`organizer-tournament-${tournament.id}`}>
      <Top>
        <TournamentLogo logo={tournament.logo} alt={t('common.logoAlt', { name: tournament.name })} />
        <Heading>
          <Name id={`organizer-tournament-${tournament.id}`}>
            <LinkCardLink to={paths.organizerTournament(tournament.slug)}>{tournament.name}</LinkCardLink>
          </Name>
          <MutedText as="span" $size="xs">
            {tournament.game.name} · {formatLocalizedDate(tournament.start_time, 'UTC', locale)}
          </MutedText>
          <Badges>
            <Badge variant={tournament.is_published ? 'accepted' : 'pending'}>{t(tournament.is_published ? 'organizer.published' : 'organizer.draft')}</Badge>
            {tournament.is_private ? <Badge>{t('organizer.private')}</Badge> : null}
            <TournamentStatusBadge status={tournament.status.code} />
          </Badges>
        </Heading>
      </Top>
      <MutedText as="span" $size="xs">{fill}</MutedText>
      <SlotMeter taken={tournament.accepted_teams_count} total={tournament.slot_count} label={fill} />
      {tournament.owner ? <MutedText as="span" $size="xs">{t('organizer.home.owner', { name: tournament.organizer ?? tournament.owner.username })}</MutedText> : null}
    </LinkCard>
  );
}
