import { useTranslation } from 'react-i18next';
import { EmptyState, PageTitle, VotesIcon } from '@portal/shared/ui';

/** /votes: community votes for the best players and teams; none is open. */
export default function VotesPage() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle subtitle={t('votes.subtitle')}>{t('votes.title')}</PageTitle>
      <EmptyState data-testid="votes-empty" icon={<VotesIcon />} title={t('votes.empty.title')} text={t('votes.empty.text')} />
    </>
  );
}
