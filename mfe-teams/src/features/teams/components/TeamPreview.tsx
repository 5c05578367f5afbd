import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamInvitePreview } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import { MutedText, surface } from '@portal/shared/ui';
import { TeamLogo } from './TeamLogo';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 4 })}
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  overflow-wrap: anywhere;
`;

/** The team an invite link leads to: logo, name, game and size. */
export function TeamPreview({ team }: { team: TeamInvitePreview }) {
  const { t } = useTranslation('teams');
  const game = gameKeyOf(team.game.id);
  return (
    <Box data-testid="invite-preview">
      <TeamLogo logo={team.logo} alt={t('logoAlt', { name: team.name })} size={64} eager />
      <Texts>
        <Name>{team.name}</Name>
        <MutedText $size="sm">
          {game ? t(`games.${game}`) : team.game.name} · {t('members.count', { count: team.members_count })}
        </MutedText>
      </Texts>
    </Box>
  );
}
