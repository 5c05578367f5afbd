import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { PageTitle } from '@portal/shared/ui';
import { ContentPage } from '../../components/ContentPage';
import { NotFoundState } from '../../components/NotFoundState';

/** /News/{slug}: a news item; an address that names none shows the way back to the list. */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <ContentPage id="news.detail" narrow>
      <PageTitle>{t('news.title')}</PageTitle>
      <NotFoundState
        title={t('news.notFound.title')}
        text={t('news.notFound.text')}
        backTo={localized(routePath('news.list'))}
        backLabel={t('news.notFound.back')}
      />
    </ContentPage>
  );
}
