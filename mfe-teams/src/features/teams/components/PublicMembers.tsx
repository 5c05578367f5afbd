import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type PublicTeamMember } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Avatar, MutedText, SectionHeader, RoleBadge, surface } from '@portal/shared/ui';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 3 })}
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The team's players on its public page: avatar, name (to the profile), country and role. */
export function PublicMembers({ members }: { members: readonly PublicTeamMember[] }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="public-members">
      <SectionHeader>
        <span id="public-members">{t('members.title', { count: members.length })}</span>
      </SectionHeader>
      <List data-testid="public-members">
        {members.map((member) => (
          <Row key={member.id}>
            <Avatar avatar={member.avatar} alt={member.username} size={40} />
            <Who>
              <Name to={localized(routePath('user', { slug: member.slug ?? member.id }))}>{member.username}</Name>
              {member.country ? <MutedText as="span" $size="sm">{member.country.name}</MutedText> : null}
            </Who>
            <RoleBadge role={member.role_in_team.code} />
          </Row>
        ))}
      </List>
    </section>
  );
}
