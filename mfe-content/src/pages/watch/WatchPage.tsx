import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle, PlayIcon } from '@portal/shared/ui';

/** /watch: the grid of live tournament streams; it shows the empty state while nobody streams. */
export default function WatchPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle subtitle={t('watch.subtitle')}>{t('watch.title')}</PageTitle>
      <EmptyState data-testid="watch-empty" icon={<PlayIcon />} title={t('watch.empty.title')} text={t('watch.empty.text')} />
    </>
  );
}
