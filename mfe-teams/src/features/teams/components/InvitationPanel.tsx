import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { routePath, type TeamInvitePreview } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Button, ButtonLink, Card, FormAlert, mutedText, toast } from '@portal/shared/ui';
import { joinTeam } from '../api/join-team';
import { teamsKeys } from '../api/keys';
import { teamFailureMessage } from '../lib/team-errors';

const Text = styled.p`
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * What a signed-in user sees under a valid invitation: a Join button (then the team's page), or, when
 * already in the team, a way to it.
 */
export function InvitationPanel({ team, hash }: { team: TeamInvitePreview; hash: string }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const teamPath = localized(routePath('teams.detail', { teamId: team.id }));

  if (team.is_member) {
    return (
      <Card title={t('invite.memberTitle')} data-testid="invitation-member">
        <Text>{t('invite.memberText', { name: team.name })}</Text>
        <Actions>
          <ButtonLink to={teamPath}>{t('invite.openTeam')}</ButtonLink>
        </Actions>
      </Card>
    );
  }

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await joinTeam(team.id, hash);
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      toast.success(t('invite.joined', { name: team.name }));
      await navigate(teamPath);
    } catch (failure) {
      setError(teamFailureMessage(failure, 'join'));
      setBusy(false);
    }
  };

  return (
    <Card title={t('invite.panelTitle')} data-testid="invitation-panel">
      <Text>{t('invite.panelText')}</Text>
      <FormAlert message={error} />
      <Actions>
        <Button onClick={() => void join()} disabled={busy}>
          {t('invite.join')}
        </Button>
        <ButtonLink to={`${localized(routePath('settings.new'))}?tab=game-information`} $variant="secondary">
          {t('invite.gameProfile')}
        </ButtonLink>
      </Actions>
    </Card>
  );
}
