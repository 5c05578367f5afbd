import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle, PlayIcon } from '@portal/shared/ui';
import { ContentPage } from '../../components/ContentPage';

/** /watch: the grid of live tournament streams; it shows the empty state while nobody streams. */
export default function WatchPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPage id="watch">
      <PageTitle subtitle={t('watch.subtitle')}>{t('watch.title')}</PageTitle>
      <EmptyState data-testid="watch-empty" icon={<PlayIcon />} title={t('watch.empty.title')} text={t('watch.empty.text')} />
    </ContentPage>
  );
}
