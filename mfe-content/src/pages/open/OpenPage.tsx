import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { safeOpenTarget } from './open-target';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, EmptyState, LinkOffIcon, PageColumn, PageTitle, Spinner } from '@portal/shared/ui';

/**
 * /open?to=<path>: a deep-link landing (links in messages, bots and QR codes). It forwards to a page of the
 * portal in the current locale; any other target (another site, an unknown page) is explained, never followed.
 */
export default function OpenPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const to = params.get('to');
  const target = safeOpenTarget(to);

  if (target) {
    return (
      <PageColumn $width="reading">
        <PageTitle>{t('open.title')}</PageTitle>
        <EmptyState icon={<Spinner />} title={t('open.forwarding')} />
        <Navigate to={localized(target)} replace />
      </PageColumn>
    );
  }
  return (
    <PageColumn $width="reading">
      <PageTitle>{t('open.title')}</PageTitle>
      <EmptyState
        data-testid="open-refused"
        icon={<LinkOffIcon />}
        title={t('open.refused.title')}
        text={to ? t('open.refused.text') : t('open.refused.missing')}
        action={<ButtonLink to={localized(routePath('home'))}>{t('open.refused.home')}</ButtonLink>}
      />
    </PageColumn>
  );
}
