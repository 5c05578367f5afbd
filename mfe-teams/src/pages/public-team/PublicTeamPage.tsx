import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState, PageColumn, PageTitle } from '@portal/shared/ui';

/** /esports-mobile-team/{slug}: a team's public page, open to everyone; no team has this address. */
export default function PublicTeamPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <PageColumn $width="content">
      <PageTitle>{t('public.title')}</PageTitle>
      <NotFoundState
        data-testid="team-not-found"
        title={t('notFound.title')}
        text={t('public.notFoundText')}
        back={{ to: localized(routePath('rating')), label: t('public.back') }}
      />
    </PageColumn>
  );
}
