import { eq, sql } from 'drizzle-orm';
import { helpRequestReplies, helpRequests } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { isoUtc, selectJson } from '../../db/sql-helpers';
import type { HelpRequest } from '@portal/shared/contracts';

/** Help requests with their replies, built as JSON by the database. */
const requestJson = sql`json_build_object(
  'id', r.id, 'category', r.category, 'subject', r.subject, 'message', r.message,
  'contact_channel', r.contact_channel, 'contact', r.contact, 'status', r.status,
  'created_at', ${isoUtc(sql`r.created_at`)},
  'user', case when u.id is null then null else json_build_object('id', u.id, 'username', u.username) end,
  'replies', coalesce((select json_agg(json_build_object('id', p.id, 'message', p.message, 'created_at', ${isoUtc(sql`p.created_at`)}, 'author', a.username) order by p.created_at, p.id)
                       from help_request_replies p left join users a on a.id = p.author_id where p.request_id = r.id), '[]'::json)
)`;

export async function requestsOf(db: Queryable, userId: number | null): Promise<HelpRequest[]> {
  const where = userId === null ? sql`true` : sql`r.user_id = ${userId}`;
  return selectJson<HelpRequest>(db, sql`select ${requestJson} as row from help_requests r left join users u on u.id = r.user_id where ${where} order by r.created_at desc, r.id desc`);
}

export async function requestById(db: Queryable, id: number): Promise<HelpRequest | null> {
  const [row] = await selectJson<HelpRequest>(db, sql`select ${requestJson} as row from help_requests r left join users u on u.id = r.user_id where r.id = ${id}`);
  return row ?? null;
}

export async function insertRequest(db: Queryable, values: typeof helpRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(helpRequests).values(values).returning({ id: helpRequests.id });
  if (!row) throw new Error('help request not written');
  return row.id;
}

export async function addReply(db: Queryable, requestId: number, authorId: number, message: string, status: string): Promise<boolean> {
  const updated = await db.update(helpRequests).set({ status, updatedAt: new Date() }).where(eq(helpRequests.id, requestId)).returning({ id: helpRequests.id });
  if (updated.length === 0) return false;
  await db.insert(helpRequestReplies).values({ requestId, authorId, message });
  return true;
}
