import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type PublicProfileTeam } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { TEAM_ROLE_CODES } from '@portal/shared/constants';
import { mutedText, ResponsiveImage, RoleBadge, TeamIcon } from '@portal/shared/ui';

const List = styled.ul`
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
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  ${mutedText()}
`;

/** The teams a player is in: logo, name (to the public team page), game, members and the player's role. */
/** The chip of a role the portal knows; an unknown code shows none. */
function TeamRole({ code }: { code: string }) {
  const role = TEAM_ROLE_CODES.find((known) => known === code);
  return role ? <RoleBadge role={role} /> : null;
}

export function PublicTeams({ teams }: { teams: readonly PublicProfileTeam[] }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  if (teams.length === 0) {
    return (
      <Muted>
        <TeamIcon />
        {t('user.noTeams')}
      </Muted>
    );
  }
  return (
    <List data-testid="profile-teams">
      {teams.map((team) => (
        <Row key={team.id}>
          <ResponsiveImage src={team.logo} alt="" width={40} height={40} />
          <Who>
            <Link to={localized(routePath('teams.public', { slug: team.slug }))}>{team.name}</Link>
            <small>{t('user.teamLine', { game: team.game.name, count: team.members_count })}</small>
          </Who>
          <TeamRole code={team.role_in_team.code} />
        </Row>
      ))}
    </List>
  );
}
