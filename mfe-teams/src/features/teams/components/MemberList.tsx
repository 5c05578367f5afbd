import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TeamRoleCode } from '@portal/shared/constants';
import { routePath, type Team, type TeamMember } from '@portal/shared/contracts';
import { memberActionsFor } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { Avatar, Button, MutedText, SectionHeader, RoleBadge, surface } from '@portal/shared/ui';
import { MemberReadiness } from './MemberReadiness';

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
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 3 })}
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 200px;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface MemberListProps {
  team: Team;
  viewerId: number | null;
  viewerRole: TeamRoleCode | null;
  onChangeRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The team's players: who, the role, readiness for applications, and the actions the viewer may take. */
export function MemberList({ team, viewerId, viewerRole, onChangeRole, onRemove }: MemberListProps) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="team-members">
      <SectionHeader>
        <span id="team-members">{t('members.title', { count: team.members_count })}</span>
      </SectionHeader>
      <List data-testid="team-members">
        {team.members.map((member) => {
          const actions = memberActionsFor({ actor: viewerRole, target: member.role_in_team.code, self: member.id === viewerId });
          const profile = member.game_profiles[0];
          return (
            <Row key={member.id} data-testid={`member-${member.id}`}>
              <Avatar avatar={member.avatar} alt={member.username} size={40} />
              <Who>
                <Name to={localized(routePath('user', { slug: member.slug ?? member.id }))}>
                  {member.username}
                  {member.id === viewerId ? ` (${t('members.you')})` : ''}
                </Name>
                {profile ? <MutedText as="span" $size="sm">{t('members.gameProfile', { nick: profile.nick, id: profile.pubg_id ?? profile.mlbb_id ?? '' })}</MutedText> : null}
                <MemberReadiness member={member} />
              </Who>
              <RoleBadge role={member.role_in_team.code} />
              {actions.changeRole || actions.remove ? (
                <Actions>
                  {actions.changeRole ? (
                    <Button $variant="secondary" onClick={() => onChangeRole(member)} aria-label={t('members.changeRoleOf', { name: member.username })}>
                      {t('members.changeRole')}
                    </Button>
                  ) : null}
                  {actions.remove ? (
                    <Button $variant="ghost" onClick={() => onRemove(member)} aria-label={t('members.removeOf', { name: member.username })}>
                      {t('members.remove')}
                    </Button>
                  ) : null}
                </Actions>
              ) : null}
            </Row>
          );
        })}
      </List>
    </section>
  );
}
