import { useTranslation } from 'react-i18next';
import { CommentForm, CommentThreads, type CommentFormTexts } from '@portal/shared/comments';
import type { NewsPost } from '@portal/shared/contracts';
import { isStaff } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { MutedText, NotFoundIcon, QueryErrorState, SectionHeader, SignInGuard, SkeletonBlock, Stack } from '@portal/shared/ui';
import { useAddNewsComment } from '../api/add-news-comment';
import { useDeleteNewsComment } from '../api/delete-news-comment';
import { useNewsComments } from '../api/news-comments';

/**
 * Comment threads (answers one level deep) and the form; guests are asked to sign in, banned players told why
 * not. An author deletes their own comments (staff any): the API allows it; it has no editing of comments.
 */
export function CommentsSection({ post }: { post: NewsPost }) {
  const { t } = useTranslation('content');
  const { authenticated, user } = useSession();
  const comments = useNewsComments(post.slug);
  const add = useAddNewsComment(post.slug);
  const remove = useDeleteNewsComment();
  const staff = isStaff((user?.roles ?? []).map((role) => role.name));
  const texts: CommentFormTexts = {
    label: t('news.commentsForm.label'),
    replyLabel: t('news.commentsForm.replyLabel'),
    send: t('news.commentsForm.send'),
    reply: t('news.commentsForm.reply'),
    cancel: t('news.commentsForm.cancel'),
  };
  const canPost = authenticated && post.can_comment;
  const formFor = (parentId: number | null, close?: () => void) => (
    <CommentForm parentId={parentId} submit={add.mutateAsync} pending={add.isPending} texts={texts} onDone={close} onCancel={close} />
  );

  const form = (
    <SignInGuard title={t('news.commentsForm.guestTitle')} text={t('news.commentsForm.guestText')}>
      {canPost ? formFor(null) : <MutedText data-testid="comments-banned">{t('news.commentsForm.banned')}</MutedText>}
    </SignInGuard>
  );

  return (
    <Stack as="section" $gap={4} data-testid="news-comments">
      <SectionHeader>{t('news.commentsTitle', { count: comments.data ? comments.data.reduce((n, c) => n + 1 + c.replies.length, 0) : post.comments_count })}</SectionHeader>
      {form}
      {comments.isPending ? (
        <SkeletonBlock aria-hidden="true" $height="80px" />
      ) : !comments.data ? (
        <QueryErrorState icon={<NotFoundIcon />} error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <MutedText>{t('news.noComments')}</MutedText>
      ) : (
        <CommentThreads
          threads={comments.data}
          itemTestId="news-comment"
          canReply={canPost}
          replyForm={(parentId, close) => formFor(parentId, close)}
          onDelete={user ? (id) => remove.mutate(id) : undefined}
          canDelete={(comment) => staff || comment.user.id === user?.id}
          texts={{ reply: t('news.reply'), replyTo: (name) => t('news.replyTo', { name }), delete: t('news.deleteComment') }}
        />
      )}
    </Stack>
  );
}
