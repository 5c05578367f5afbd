import type { TournamentComment, TournamentCommentThread } from '@portal/shared/contracts';
import type { CommentRow } from './repository';

/** Rows -> comments; threads with their answers. */
export function toComment(row: CommentRow): TournamentComment {
  const avatar = row.avatar_original_url || row.avatar_webp_url || row.avatar_small_webp_url ? { original_url: row.avatar_original_url, webp: row.avatar_webp_url, small_webp: row.avatar_small_webp_url } : null;
  return { id: row.id, parent_id: row.parent_id, content: row.content, created_at: row.created_at, user: { id: row.user_id, username: row.username, slug: row.slug, avatar } };
}

export function toThreads(threads: readonly CommentRow[], replies: readonly CommentRow[]): TournamentCommentThread[] {
  return threads.map((thread) => ({ ...toComment(thread), replies: replies.filter((reply) => reply.parent_id === thread.id).map(toComment) }));
}
