import { useTranslation } from 'react-i18next';
import type { RouteIdOf } from '@portal/shared/contracts';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from './AuthLink';
import { AuthPage, Text } from './AuthPage';

/**
 * A later step of a flow opened without what the earlier steps keep (a bookmark, another tab, an expired
 * session): the page says so and leads to the flow's first step.
 */
export function MissingStep({ id, title, start }: { id: RouteIdOf<'mfe-auth'>; title: string; start: RouteIdOf<'mfe-auth'> }) {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  return (
    <AuthPage id={id} title={title}>
      <Text role="status">{t('common.missingStep')}</Text>
      <ButtonLink to={path(start)} $block data-testid="missing-step">
        {t('common.startOver')}
      </ButtonLink>
    </AuthPage>
  );
}
