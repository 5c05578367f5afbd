import { useTranslation } from 'react-i18next';
import { EmptyState, NewsIcon, PageTitle } from '@portal/shared/ui';

/** /News: the portal's news in the interface language; none are published in it yet. */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle subtitle={t('news.subtitle')}>{t('news.title')}</PageTitle>
      <EmptyState data-testid="news-empty" icon={<NewsIcon />} title={t('news.empty.title')} text={t('news.empty.text')} />
    </>
  );
}
