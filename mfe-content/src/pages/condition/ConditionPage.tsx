import { useTranslation } from 'react-i18next';
import { Card, PageColumn, PageTitle } from '@portal/shared/ui';
import { ClauseList } from '../../features/legal/components/ClauseList';

/** /Condition: the general conditions of taking part in the portal's tournaments, numbered. */
export default function ConditionPage() {
  const { t } = useTranslation('content');
  return (
    <PageColumn $width="reading">
      <PageTitle subtitle={t('condition.subtitle')}>{t('condition.title')}</PageTitle>
      <Card>
        <ClauseList text={t('condition.text')} headingLevel={2} />
      </Card>
    </PageColumn>
  );
}
