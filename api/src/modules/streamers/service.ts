import type { FastifyInstance } from 'fastify';
import type { ApiPage, Streamer } from '@portal/shared/contracts';
import { isChannelLink, isStaff } from '@portal/shared/domain';
import type { StreamerApplicationOutput } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import type { AuthUser } from '../../sessions/bearer';
import { withNotices } from '../../services/notifications/notify';
import * as repo from './repository';

/**
 * Streamers: everyone sees the approved ones; a player applies once (pending until staff answer, within
 * 48 hours by docs/spec.md), edits or withdraws their own application; staff approve (the streamer role is
 * granted) or reject it.
 */
export function toStreamer(row: repo.StreamerRow): Streamer {
  return {
    id: row.id,
    channel: row.channel,
    telegram: row.telegram,
    followers_count: row.followers_count,
    status: row.status === 'approved' ? 'approved' : row.status === 'rejected' ? 'rejected' : 'pending',
    review_note: row.review_note,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    user: { id: row.user_id, username: row.username, slug: row.slug },
  };
}

export async function streamersPage(db: Queryable, viewer: AuthUser | null, query: { page: number; per_page: number; status?: string }): Promise<ApiPage<Streamer>> {
  const status = viewer && isStaff(viewer.roles) ? (query.status ?? null) : 'approved';
  const { rows, total } = await repo.listStreamers(db, { status, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: rows.map(toStreamer), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

/** An approved streamer for everyone; any application for its author and staff. */
export async function streamerOne(db: Queryable, id: number, viewer: AuthUser | null): Promise<Streamer> {
  const row = await repo.findStreamer(db, { id });
  const visible = row && (row.status === 'approved' || (viewer && (viewer.id === row.user_id || isStaff(viewer.roles))));
  if (!row || !visible) throw notFound('errors.streamer_not_found');
  return toStreamer(row);
}

export async function myApplication(db: Queryable, user: AuthUser): Promise<Streamer | null> {
  const row = await repo.findStreamer(db, { userId: user.id });
  return row ? toStreamer(row) : null;
}

/** The channel must be a link (docs/spec.md section 5: the server's validation.active_url becomes the incorrect-link message). */
function checkChannel(input: StreamerApplicationOutput) {
  if (!isChannelLink(input.channel)) throw validationFailed({ channel: ['validation.active_url'] });
}

export async function apply(app: FastifyInstance, user: AuthUser, input: StreamerApplicationOutput): Promise<Streamer> {
  checkChannel(input);
  const id = await repo.insertApplication(app.db, { userId: user.id, channel: input.channel, telegram: input.telegram, followersCount: input.followers_count });
  if (id === null) throw new HttpError(409, 'errors.streamer_already_applied');
  return streamerOne(app.db, id, user);
}

async function own(db: Queryable, id: number, user: AuthUser): Promise<repo.StreamerRow> {
  const row = await repo.findStreamer(db, { id });
  if (!row) throw notFound('errors.streamer_not_found');
  if (row.user_id !== user.id && !isStaff(user.roles)) throw forbidden();
  return row;
}

/** The author edits; an edited application waits for a new review. */
/** Refuses (403/404) a caller who may not change application `id`, before anything it sent is read. */
export async function assertCanChange(app: FastifyInstance, id: number, user: AuthUser): Promise<void> {
  await own(app.db, id, user);
}

export async function update(app: FastifyInstance, id: number, user: AuthUser, input: StreamerApplicationOutput): Promise<Streamer> {
  checkChannel(input);
  await app.db.transaction(async (tx) => {
    const row = await own(tx, id, user);
    await repo.updateApplication(tx, id, { channel: input.channel, telegram: input.telegram, followersCount: input.followers_count, status: 'pending', reviewNote: null, reviewedAt: null, reviewedById: null });
    await repo.setStreamerRole(tx, row.user_id, false);
  });
  return streamerOne(app.db, id, user);
}

export async function remove(app: FastifyInstance, id: number, user: AuthUser): Promise<{ deleted: true }> {
  await app.db.transaction(async (tx) => {
    const row = await own(tx, id, user);
    await repo.deleteApplication(tx, id);
    await repo.setStreamerRole(tx, row.user_id, false);
  });
  return { deleted: true };
}

/** Staff answer an application; the applicant is told (streamer_answered, linking to /watch). */
export async function review(app: FastifyInstance, id: number, staff: AuthUser, approved: boolean, note: string | null): Promise<Streamer> {
  await withNotices(app, async (tx, notify) => {
    const row = await repo.findStreamer(tx, { id });
    if (!row) throw notFound('errors.streamer_not_found');
    await repo.updateApplication(tx, id, { status: approved ? 'approved' : 'rejected', reviewNote: note, reviewedById: staff.id, reviewedAt: new Date() });
    await repo.setStreamerRole(tx, row.user_id, approved);
    await notify({ userId: row.user_id, type: 'streamer_answered', data: { status: approved ? 'approved' : 'rejected', note }, link: { route: 'watch' } });
  });
  return streamerOne(app.db, id, staff);
}
