import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { notFound } from '../../http/http-error';

/**
 * A tournament as players may see it: published, and for a private one only with its access hash (the
 * same rule as the tournament page). Anything else is 404 errors.tournament_not_found.
 */
export interface VisibleTournament {
  id: number;
  slug: string;
  name: string;
  game_id: number;
  with_comments: boolean;
}

export async function visibleTournament(db: Queryable, id: number, hash: string | null | undefined): Promise<VisibleTournament> {
  const [row] = await selectRows<VisibleTournament & { access_hash: string | null; is_published: boolean }>(
    db,
    sql`select id, slug, name, game_id, with_comments, access_hash, is_published from tournaments where id = ${id}`,
  );
  if (!row || !row.is_published || (row.access_hash !== null && row.access_hash !== hash)) throw notFound('errors.tournament_not_found');
  return { id: row.id, slug: row.slug, name: row.name, game_id: row.game_id, with_comments: row.with_comments };
}
