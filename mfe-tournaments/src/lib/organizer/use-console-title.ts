import { useTranslation } from 'react-i18next';
import { isStaff } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';

/**
 * The console's name as its list is: an organiser's own tournaments, or, for staff (who manage every
 * tournament), all of them.
 */
export function useConsoleTitle(): { title: string; subtitle: string } {
  const { t } = useTranslation('tournaments');
  const { user } = useSession();
  const all = isStaff((user?.roles ?? []).map((role) => role.name));
  return all ? { title: t('organizer.home.titleAll'), subtitle: t('organizer.home.subtitleAll') } : { title: t('organizer.home.title'), subtitle: t('organizer.home.subtitle') };
}
