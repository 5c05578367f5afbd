import { useTranslation } from 'react-i18next';
import { Card, PageTitle } from '@portal/shared/ui';
import { ClauseList } from '../../components/ClauseList';
import { ContentPage } from '../../components/ContentPage';

/** /Condition: the general conditions of taking part in the portal's tournaments, numbered. */
export default function ConditionPage() {
  const { t } = useTranslation('content');
  return (
    <ContentPage id="condition" narrow>
      <PageTitle subtitle={t('condition.subtitle')}>{t('condition.title')}</PageTitle>
      <Card>
        <ClauseList text={t('condition.text')} headingLevel={2} />
      </Card>
    </ContentPage>
  );
}
