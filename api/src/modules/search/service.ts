import type { SearchResults } from '@portal/shared/contracts';
import { containsPattern } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { findPlayers, findTeams, findTournaments } from './repository';

/** Listed tournaments, players and teams whose name contains the term (case-insensitive). */
export async function search(db: Queryable, q: string): Promise<SearchResults> {
  const term = q.toLowerCase();
  const pattern = containsPattern(q);
  const [tournaments, players, teams] = [await findTournaments(db, pattern, term), await findPlayers(db, pattern, term), await findTeams(db, pattern, term)];
  return {
    tournaments: tournaments.map((row) => ({ id: row.id, name: row.name, slug: row.slug, game: { id: row.game_id, name: row.game_name, slug: row.game_slug } })),
    players: players.map((p) => ({
      id: p.id,
      username: p.username,
      slug: p.slug,
      avatar: p.avatar_original_url || p.avatar_webp_url || p.avatar_small_webp_url ? { original_url: p.avatar_original_url, webp: p.avatar_webp_url, small_webp: p.avatar_small_webp_url } : null,
    })),
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      logo: t.logo_url || t.logo_webp_url || t.logo_small_webp_url ? { original_url: t.logo_url, webp: t.logo_webp_url, small_webp: t.logo_small_webp_url } : null,
      game: { id: t.game_id, name: t.game_name, slug: t.game_slug },
    })),
  };
}
