import type { FastifyInstance } from 'fastify';
import { NEWS_MESSAGES } from '@portal/shared/constants';
import type { ApiPage, TournamentComment, TournamentCommentThread } from '@portal/shared/contracts';
import { mayComment } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { bansOf } from '../../db/user-bans';
import { forbidden, notFound, validationFailed } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import { withNotices } from '../../services/notifications/notify';
import { visibleTournament } from '../../services/tournaments/visible';
import type { AuthUser } from '../../sessions/bearer';
import * as repo from './repository';
import { toComment, toThreads } from './serializer';

/**
 * Tournament comments: threads one level deep (an answer to an answer joins its thread), plain text
 * (React prints it as text; nothing is rendered as HTML). Posting needs the tournament's comments on
 * and no comments or site ban in force (the news rule, shared mayComment); staff remove comments. An
 * answer tells the thread's author (comment_reply notification).
 */
export async function listThreads(db: Queryable, tournamentId: number, hash: string | null, query: { page: number; per_page: number }): Promise<ApiPage<TournamentCommentThread>> {
  await visibleTournament(db, tournamentId, hash);
  const { rows, total } = await repo.threadsOf(db, tournamentId, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const replies = await repo.repliesOf(
    db,
    rows.map((row) => row.id),
  );
  return { data: toThreads(rows, replies), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

export async function addComment(app: FastifyInstance, tournamentId: number, hash: string | null, user: AuthUser, input: { content: string; parent_id: number | null }): Promise<TournamentComment> {
  return withNotices(app, async (tx, notify) => {
    const tournament = await visibleTournament(tx, tournamentId, hash);
    if (!tournament.with_comments) throw forbidden('errors.tournament_comments_off');
    if (!mayComment(await bansOf(tx, user.id), new Date())) throw forbidden('errors.comments_banned');
    let parent: { id: number; userId: number } | null = null;
    if (input.parent_id !== null) {
      const facts = await repo.commentFacts(tx, input.parent_id);
      if (!facts || facts.tournamentId !== tournamentId || facts.deletedAt !== null) throw validationFailed({ parent_id: [NEWS_MESSAGES.parent_invalid] });
      parent = { id: facts.parentId ?? facts.id, userId: facts.userId };
    }
    const id = await repo.insertComment(tx, { tournamentId, userId: user.id, parentId: parent?.id ?? null, content: input.content });
    const row = await repo.commentRow(tx, id);
    if (!row) throw new Error('comment not read back');
    if (parent && parent.userId !== user.id) {
      await notify({
        userId: parent.userId,
        type: 'comment_reply',
        data: { username: row.username, tournament: tournament.name, comment_id: id },
        link: { route: 'tournaments.detail', params: { slug: tournament.slug }, suffix: '#comments' },
      });
    }
    return toComment(row);
  });
}

/** Staff remove a comment of the tournament (a thread goes with its answers). */
export async function removeComment(db: Queryable, tournamentId: number, commentId: number): Promise<{ deleted: true }> {
  if (!(await repo.softDelete(db, tournamentId, commentId))) throw notFound('errors.comment_not_found');
  return { deleted: true };
}
