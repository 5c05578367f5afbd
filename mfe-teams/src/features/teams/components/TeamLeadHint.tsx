import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Team } from '@portal/shared/contracts';
import { teamSizeLead } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink } from '@portal/shared/ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;

/**
 * The team-size lead of docs/spec.md section 2: below 3 players an add-player button (to settings), too few game
 * profiles a lead to the game-information tab. Nothing once the team is full.
 */
export function TeamLeadHint({ team }: { team: Team }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const lead = teamSizeLead({ membersCount: team.members_count, membersWithGameProfileCount: team.members.filter((m) => m.game_profiles.length > 0).length });
  if (!lead) return null;
  return (
    <Box data-testid="team-lead">
      <Text>{t(lead.labelKey, { ns: 'validation', ...lead.params })}</Text>
      <ButtonLink to={localized(lead.path)} $variant="secondary">
        {t(lead.kind === 'add-player' ? 'lead.addPlayer' : 'lead.fillProfiles')}
      </ButtonLink>
    </Box>
  );
}
