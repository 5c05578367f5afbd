import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamMember } from '@portal/shared/contracts';
import { Badge } from '@portal/shared/ui';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * What a player needs before a captain can add them to an application (docs/spec.md section 5): a game profile
 * of the team's game, a social account, documents (for tournaments that ask for them). Each is said in
 * words, not only by colour.
 */
export function MemberReadiness({ member }: { member: TeamMember }) {
  const { t } = useTranslation('teams');
  const facts = [
    ['gameProfile', member.game_profiles.length > 0],
    ['socialAccount', member.social_accounts_count > 0],
    ['documents', member.documents_count > 0],
  ] as const;
  return (
    <Row aria-label={t('readiness.label')}>
      {facts.map(([key, ready]) => (
        <li key={key}>
          <Badge variant={ready ? 'accepted' : 'rejected'}>{t(`readiness.${key}.${ready ? 'yes' : 'no'}`)}</Badge>
        </li>
      ))}
    </Row>
  );
}
