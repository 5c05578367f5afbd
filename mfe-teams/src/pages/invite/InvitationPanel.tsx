import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card } from '@portal/shared/ui';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What a signed-in user sees on a valid invitation: what it means and what to prepare before joining. */
export function InvitationPanel() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <Card title={t('invite.panelTitle')} data-testid="invitation-panel">
      <Text>{t('invite.panelText')}</Text>
      <Actions>
        <ButtonLink to={`${localized(routePath('settings.new'))}?tab=game-information`}>{t('invite.gameProfile')}</ButtonLink>
        <ButtonLink to={localized(routePath('teams.mine'))} $variant="secondary">
          {t('invite.myTeams')}
        </ButtonLink>
      </Actions>
    </Card>
  );
}
