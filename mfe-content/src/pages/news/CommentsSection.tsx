import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NewsComment, NewsPost } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useSession } from '@portal/shared/platform';
import { AuthPrompt, Avatar, Button, SectionHeader, SkeletonBlock } from '@portal/shared/ui';
import { useNewsComments } from '../../api/news-comments';
import { QueryErrorState } from '../../components/QueryErrorState';
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
  padding-left: ${({ theme }) => theme.space(10)};
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

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function CommentView({ comment }: { comment: NewsComment }) {
  const locale = useLocale();
  return (
    <Item data-testid="news-comment">
      <Avatar avatar={comment.user.avatar} alt={comment.user.username} size={36} />
      <div>
        <Head>
          <strong>{comment.user.username}</strong>
          <span>{formatLocalizedDate(comment.created_at, null, locale)}</span>
        </Head>
        <Text>{comment.content}</Text>
      </div>
    </Item>
  );
}

/** Comment threads (answers one level deep) and the form; guests are asked to sign in, banned players told why not. */
export function CommentsSection({ post }: { post: NewsPost }) {
  const { t } = useTranslation('content');
  const { authenticated } = useSession();
  const comments = useNewsComments(post.slug);
  const [replyTo, setReplyTo] = useState<number | null>(null);

  let form;
  if (!authenticated) form = <AuthPrompt title={t('news.commentsForm.guestTitle')} text={t('news.commentsForm.guestText')} />;
  else if (!post.can_comment) form = <Notice data-testid="comments-banned">{t('news.commentsForm.banned')}</Notice>;
  else form = <CommentForm slug={post.slug} parentId={null} />;

  return (
    <Section data-testid="news-comments">
      <SectionHeader>{t('news.commentsTitle', { count: comments.data ? comments.data.reduce((n, c) => n + 1 + c.replies.length, 0) : post.comments_count })}</SectionHeader>
      {form}
      {comments.isPending ? (
        <SkeletonBlock aria-hidden="true" $height="80px" />
      ) : !comments.data ? (
        <QueryErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Notice>{t('news.noComments')}</Notice>
      ) : (
        <List>
          {comments.data.map((thread) => (
            <li key={thread.id}>
              <CommentView comment={thread} />
              {authenticated && post.can_comment ? (
                replyTo === thread.id ? (
                  <Replies as="div">
                    <CommentForm slug={post.slug} parentId={thread.id} onDone={() => setReplyTo(null)} onCancel={() => setReplyTo(null)} />
                  </Replies>
                ) : (
                  <Button $variant="ghost" type="button" onClick={() => setReplyTo(thread.id)} aria-label={t('news.replyTo', { name: thread.user.username })}>
                    {t('news.reply')}
                  </Button>
                )
              ) : null}
              {thread.replies.length > 0 ? (
                <Replies>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentView comment={reply} />
                    </li>
                  ))}
                </Replies>
              ) : null}
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
