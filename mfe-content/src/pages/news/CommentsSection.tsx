import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CommentForm, CommentThreads, type CommentFormTexts } from '@portal/shared/comments';
import type { NewsPost } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/platform';
import { NotFoundIcon, QueryErrorState, SectionHeader, SignInGuard, SkeletonBlock } from '@portal/shared/ui';
import { useAddNewsComment } from '../../api/add-news-comment';
import { useNewsComments } from '../../api/news-comments';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Comment threads (answers one level deep) and the form; guests are asked to sign in, banned players told why not. */
export function CommentsSection({ post }: { post: NewsPost }) {
  const { t } = useTranslation('content');
  const { authenticated } = useSession();
  const comments = useNewsComments(post.slug);
  const add = useAddNewsComment(post.slug);
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
      {canPost ? formFor(null) : <Notice data-testid="comments-banned">{t('news.commentsForm.banned')}</Notice>}
    </SignInGuard>
  );

  return (
    <Section data-testid="news-comments">
      <SectionHeader>{t('news.commentsTitle', { count: comments.data ? comments.data.reduce((n, c) => n + 1 + c.replies.length, 0) : post.comments_count })}</SectionHeader>
      {form}
      {comments.isPending ? (
        <SkeletonBlock aria-hidden="true" $height="80px" />
      ) : !comments.data ? (
        <QueryErrorState icon={<NotFoundIcon />} error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Notice>{t('news.noComments')}</Notice>
      ) : (
        <CommentThreads
          threads={comments.data}
          itemTestId="news-comment"
          canReply={canPost}
          replyForm={(parentId, close) => formFor(parentId, close)}
          texts={{ reply: t('news.reply'), replyTo: (name) => t('news.replyTo', { name }) }}
        />
      )}
    </Section>
  );
}
