import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { TournamentComment, TournamentDetail } from '@portal/shared/contracts';
import { formatLocalizedDate, isStaff } from '@portal/shared/domain';
import { useLocale, useSession } from '@portal/shared/platform';
import { AuthPrompt, Avatar, Button, Pagination, SectionHeader, SkeletonBlock } from '@portal/shared/ui';
import { useDeleteTournamentComment } from '../../../api/match-play/delete-tournament-comment';
import { useTournamentComments } from '../../../api/match-play/tournament-comments';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { CommentForm } from './CommentForm';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Replies = styled(List)`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(8)};
`;

const Item = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

const Head = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  span {
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
  }
`;

/** Plain text: React prints it as text, line breaks kept. */
const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CommentView({ comment, onDelete }: { comment: TournamentComment; onDelete?: () => void }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  return (
    <Item data-testid="tournament-comment">
      <Avatar avatar={comment.user.avatar} alt={comment.user.username} size={36} />
      <div>
        <Head>
          <strong>{comment.user.username}</strong>
          <span>{formatLocalizedDate(comment.created_at, null, locale)}</span>
        </Head>
        <Text>{comment.content}</Text>
        {onDelete ? (
          <Button $variant="ghost" type="button" onClick={onDelete}>
            {t('comments.delete')}
          </Button>
        ) : null}
      </div>
    </Item>
  );
}

/** The tournament's comment threads (answers one level deep), a page at a time, with the form. */
export function CommentsSection({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { authenticated, user } = useSession();
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash');
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const comments = useTournamentComments(tournament.id, page, hash);
  const remove = useDeleteTournamentComment(tournament.id);
  const staff = isStaff((user?.roles ?? []).map((role) => role.name));
  if (!tournament.with_comments) return null;
  const canPost = authenticated && tournament.can_comment_tournament;

  let form;
  if (!authenticated) form = <AuthPrompt title={t('comments.guestTitle')} text={t('comments.guestText')} />;
  else if (!canPost) form = <Notice data-testid="comments-banned">{t('comments.banned')}</Notice>;
  else form = <CommentForm tournamentId={tournament.id} hash={hash} parentId={null} onDone={() => setPage(1)} />;
  const deleter = (id: number) => (staff ? () => remove.mutate(id) : undefined);

  return (
    <Section id="comments" data-testid="tournament-comments">
      <SectionHeader>{t('comments.title', { n: comments.data?.meta.total ?? 0 })}</SectionHeader>
      {form}
      {comments.isPending ? (
        <SkeletonBlock aria-hidden="true" $height="120px" />
      ) : !comments.data ? (
        <QueryErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.data.length === 0 ? (
        <Notice>{t('comments.empty')}</Notice>
      ) : (
        <List>
          {comments.data.data.map((thread) => (
            <li key={thread.id}>
              <CommentView comment={thread} onDelete={deleter(thread.id)} />
              {canPost ? (
                replyTo === thread.id ? (
                  <Replies as="div">
                    <CommentForm tournamentId={tournament.id} hash={hash} parentId={thread.id} onDone={() => setReplyTo(null)} onCancel={() => setReplyTo(null)} />
                  </Replies>
                ) : (
                  <Button $variant="ghost" type="button" onClick={() => setReplyTo(thread.id)} aria-label={t('comments.replyTo', { name: thread.user.username })}>
                    {t('comments.reply')}
                  </Button>
                )
              ) : null}
              {thread.replies.length > 0 ? (
                <Replies>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentView comment={reply} onDelete={deleter(reply.id)} />
                    </li>
                  ))}
                </Replies>
              ) : null}
            </li>
          ))}
        </List>
      )}
      {comments.data && comments.data.meta.last_page > 1 ? <Pagination page={page} lastPage={comments.data.meta.last_page} onChange={setPage} /> : null}
    </Section>
  );
}
