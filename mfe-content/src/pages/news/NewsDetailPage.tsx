import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState, PageColumn, PageTitle } from '@portal/shared/ui';

/** /News/{slug}: a news item; an address that names none shows the way back to the list. */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <PageColumn $width="reading">
      <PageTitle>{t('news.title')}</PageTitle>
      <NotFoundState
        title={t('news.notFound.title')}
        text={t('news.notFound.text')}
        back={{ to: localized(routePath('news.list')), label: t('news.notFound.back') }}
      />
    </PageColumn>
  );
}
