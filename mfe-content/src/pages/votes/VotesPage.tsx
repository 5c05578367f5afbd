import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, NotFoundIcon, PageTitle, QueryErrorState, SkeletonBlock, VotesIcon } from '@portal/shared/ui';
import { useVotes } from '../../features/votes/api/votes';
import { VoteCard } from '../../features/votes/components/VoteCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/** /votes: open votes first, then closed ones; one ballot per player, counts refreshed while the page is open. */
export default function VotesPage() {
  const { t } = useTranslation('content');
  const query = useVotes();
  let body;
  if (query.isPending) body = <SkeletonBlock aria-hidden="true" $height="240px" />;
  else if (!query.data) body = <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState data-testid="votes-empty" icon={<VotesIcon />} title={t('votes.empty.title')} text={t('votes.empty.text')} />;
  else
    body = (
      <Grid data-testid="votes-list">
        {query.data.map((vote) => (
          <VoteCard key={vote.id} vote={vote} />
        ))}
      </Grid>
    );
  return (
    <>
      <PageTitle subtitle={t('votes.subtitle')}>{t('votes.title')}</PageTitle>
      {body}
    </>
  );
}
