import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CommentForm, CommentThreads, type CommentFormTexts } from '@portal/shared/comments';
import type { TournamentDetail } from '@portal/shared/contracts';
import { isStaff } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { MutedText, Pagination, QueryErrorState, SectionHeader, SignInGuard, SkeletonBlock, Stack } from '@portal/shared/ui';
import { useAddTournamentComment } from '../../../api/match-play/add-tournament-comment';
import { useDeleteTournamentComment } from '../../../api/match-play/delete-tournament-comment';
import { useTournamentComments } from '../../../api/match-play/tournament-comments';
import { WarningIcon } from '../../../components/icons';

/** The tournament's comment threads (answers one level deep), a page at a time, with the form; staff delete. */
export function CommentsSection({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { authenticated, user } = useSession();
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash');
  const [page, setPage] = useState(1);
  const comments = useTournamentComments(tournament.id, page, hash);
  const add = useAddTournamentComment(tournament.id, hash);
  const remove = useDeleteTournamentComment(tournament.id);
  const staff = isStaff((user?.roles ?? []).map((role) => role.name));
  if (!tournament.with_comments) return null;
  const canPost = authenticated && tournament.can_comment_tournament;
  const texts: CommentFormTexts = { label: t('comments.label'), replyLabel: t('comments.replyLabel'), send: t('comments.send'), reply: t('comments.reply'), cancel: t('comments.cancel') };
  const formFor = (parentId: number | null, close?: () => void) => (
    <CommentForm parentId={parentId} submit={add.mutateAsync} pending={add.isPending} texts={texts} onDone={close} onCancel={close} />
  );

  const form = (
    <SignInGuard title={t('comments.guestTitle')} text={t('comments.guestText')}>
      {canPost ? <CommentForm parentId={null} submit={add.mutateAsync} pending={add.isPending} texts={texts} onDone={() => setPage(1)} /> : <MutedText data-testid="comments-banned">{t('comments.banned')}</MutedText>}
    </SignInGuard>
  );

  return (
    <Stack as="section" $gap={4} id="comments" data-testid="tournament-comments">
      <SectionHeader>{t('comments.title', { n: comments.data?.meta.total ?? 0 })}</SectionHeader>
      {form}
      {comments.isPending ? (
        <SkeletonBlock aria-hidden="true" $height="120px" />
      ) : !comments.data ? (
        <QueryErrorState framed icon={<WarningIcon />} title={t('common.loadFailed')} error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.data.length === 0 ? (
        <MutedText>{t('comments.empty')}</MutedText>
      ) : (
        <CommentThreads
          threads={comments.data.data}
          itemTestId="tournament-comment"
          canReply={canPost}
          replyForm={(parentId, close) => formFor(parentId, close)}
          onDelete={staff ? (id) => remove.mutate(id) : undefined}
          texts={{ reply: t('comments.reply'), replyTo: (name) => t('comments.replyTo', { name }), delete: t('comments.delete') }}
        />
      )}
      {comments.data && comments.data.meta.last_page > 1 ? <Pagination page={page} lastPage={comments.data.meta.last_page} onChange={setPage} /> : null}
    </Stack>
  );
}
