import { sql } from 'drizzle-orm';
import { isoUtc } from './sql-helpers';

/** A comment (news post or tournament) with its author, as the comment queries read it. */
export interface CommentRow {
  id: number;
  parent_id: number | null;
  content: string;
  created_at: string;
  user_id: number;
  username: string;
  slug: string | null;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
}

/** The columns of a CommentRow, from a comments table aliased `c` joined to `users u` on its author. */
export const commentColumns = sql`c.id, c.parent_id, c.content, ${isoUtc(sql`c.created_at`)} as created_at, u.id as user_id, u.username, u.slug,
  u.avatar_original_url, u.avatar_webp_url, u.avatar_small_webp_url`;
