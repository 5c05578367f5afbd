import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Avatar as AvatarData } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Avatar, Button } from '@portal/shared/ui';

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

/** Plain text: React prints it as text, line breaks kept. */
const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** What a comment shows (news comments and tournament comments share the shape). */
export interface ThreadComment {
  id: number;
  content: string;
  created_at: string;
  user: { id?: number; username: string; avatar: AvatarData | null };
}

export interface CommentThreadsTexts {
  reply: string;
  replyTo: (username: string) => string;
  /** The delete button's text (with `onDelete`). */
  delete?: string;
}

export interface CommentThreadsProps<T extends ThreadComment> {
  threads: readonly (T & { replies: readonly T[] })[];
  /** data-testid of each comment (news-comment, tournament-comment). */
  itemTestId: string;
  /** The reader may answer: each thread gets a reply button that opens `replyForm`. */
  canReply: boolean;
  replyForm: (parentId: number, close: () => void) => ReactNode;
  /** Removal (staff's, or an author's own where the API allows it); no delete buttons without it. */
  onDelete?: (id: number) => void;
  /** Which comments get a delete button (with `onDelete`); all of them when absent. */
  canDelete?: (comment: T) => boolean;
  texts: CommentThreadsTexts;
}

function CommentView({ comment, testId, onDelete, deleteText }: { comment: ThreadComment; testId: string; onDelete?: () => void; deleteText: string }) {
  const locale = useLocale();
  return (
    <Item data-testid={testId}>
      <Avatar avatar={comment.user.avatar} alt={comment.user.username} size={36} />
      <div>
        <Head>
          <strong>{comment.user.username}</strong>
          <span>{formatLocalizedDate(comment.created_at, null, locale)}</span>
        </Head>
        <Text>{comment.content}</Text>
        {onDelete ? (
          <Button $variant="ghost" type="button" onClick={onDelete}>
            {deleteText}
          </Button>
        ) : null}
      </div>
    </Item>
  );
}

/** Comment threads, answers one level deep, oldest answer first; one reply form open at a time. */
export function CommentThreads<T extends ThreadComment>({ threads, itemTestId, canReply, replyForm, onDelete, canDelete, texts }: CommentThreadsProps<T>) {
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const deleter = (comment: T) => (onDelete && (canDelete?.(comment) ?? true) ? () => onDelete(comment.id) : undefined);
  return (
    <List>
      {threads.map((thread) => (
        <li key={thread.id}>
          <CommentView comment={thread} testId={itemTestId} onDelete={deleter(thread)} deleteText={texts.delete ?? ''} />
          {canReply ? (
            replyTo === thread.id ? (
              <Replies as="div">{replyForm(thread.id, () => setReplyTo(null))}</Replies>
            ) : (
              <Button $variant="ghost" type="button" onClick={() => setReplyTo(thread.id)} aria-label={texts.replyTo(thread.user.username)}>
                {texts.reply}
              </Button>
            )
          ) : null}
          {thread.replies.length > 0 ? (
            <Replies>
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentView comment={reply} testId={itemTestId} onDelete={deleter(reply)} deleteText={texts.delete ?? ''} />
                </li>
              ))}
            </Replies>
          ) : null}
        </li>
      ))}
    </List>
  );
}
