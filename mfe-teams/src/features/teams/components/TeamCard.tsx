import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type Team } from '@portal/shared/contracts';
import { gameKeyOf, teamRoleOf } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { MutedText, RoleBadge, surface } from '@portal/shared/ui';
import { TeamLogo } from './TeamLogo';

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 3 })}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  flex: 1;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A team of the list: logo, name, game, members count and the user's role; opens the team page. */
export function TeamCard({ team, userId }: { team: Team; userId: number | null }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const game = gameKeyOf(team.game.id);
  const role = teamRoleOf(team.members, userId);
  return (
    <Item to={localized(routePath('teams.detail', { teamId: team.id }))} data-testid="team-card">
      <TeamLogo logo={team.logo} alt={t('logoAlt', { name: team.name })} size={48} />
      <Texts>
        <Name>{team.name}</Name>
        <MutedText as="span" $size="sm">
          {game ? t(`games.${game}`) : team.game.name} · {t('members.count', { count: team.members_count })}
        </MutedText>
      </Texts>
      {role ? <RoleBadge role={role} /> : null}
    </Item>
  );
}
