import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@portal/shared/contracts';
import { Card } from '@portal/shared/ui';
import { GameProfilesList } from '../../components/GameProfilesList';

/** Game information tab: the user's game profiles. */
export function GameInformationTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('settings.tabs.game-information')} data-testid="settings-game-information">
      <GameProfilesList profiles={user.game_profiles} />
    </Card>
  );
}
