import { useTranslation } from 'react-i18next';
import type { PortalRouteId } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState } from '../../components/NotFoundState';

/** A rating address that names no board: the way back to the game's rating. */
export function BoardNotFound({ back }: { back: PortalRouteId }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return <NotFoundState title={t('rating.notFound.title')} text={t('rating.notFound.text')} backTo={localized(routePath(back))} backLabel={t('rating.notFound.back')} />;
}
