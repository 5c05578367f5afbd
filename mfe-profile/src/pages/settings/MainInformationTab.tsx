import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@portal/shared/contracts';
import { Card, Stack } from '@portal/shared/ui';
import { CalendarFeedCard } from '../../features/calendar/components/CalendarFeedCard';
import { Facts } from '../../features/profile/components/Facts';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { TelegramMatchTimes } from '../../features/profile/components/TelegramMatchTimes';

/**
 * Main information tab: the editable profile, the e-mail (changed through support, shown only), match times
 * by Telegram, and the calendar feed of the player's matches.
 */
export function MainInformationTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  return (
    <Stack $gap={4}>
      <Card data-testid="settings-main-information">
        <Facts items={[{ id: 'email', label: t('main.email'), value: user.email?.trim() ? user.email : t('main.notSpecified') }]} />
        <ProfileForm key={user.id} user={user} />
        <TelegramMatchTimes user={user} />
      </Card>
      <CalendarFeedCard />
    </Stack>
  );
}
