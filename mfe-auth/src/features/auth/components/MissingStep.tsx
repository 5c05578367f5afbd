import { useTranslation } from 'react-i18next';
import type { RouteIdOf } from '@portal/shared/contracts';
import { ButtonLink } from '@portal/shared/ui';
import { useRoutePath } from './AuthLink';
import { AuthStep } from './AuthStep';
import { Text } from './step-layout';

/**
 * A later step of a flow opened without what the earlier steps keep (a bookmark, another tab, an expired
 * session): the page says so and leads to the flow's first step.
 */
export function MissingStep({ title, start }: { title: string; start: RouteIdOf<'mfe-auth'> }) {
  const { t } = useTranslation('auth');
  const path = useRoutePath();
  return (
    <AuthStep title={title}>
      <Text role="status">{t('common.missingStep')}</Text>
      <ButtonLink to={path(start)} $block data-testid="missing-step">
        {t('common.startOver')}
      </ButtonLink>
    </AuthStep>
  );
}
