import { sql } from 'drizzle-orm';
import type { LocalizedText } from './schema';
import { isoUtc } from './sql-helpers';

/** A member of a team with what their readiness for a tournament of the team's game depends on. */
export interface TeamMemberRow {
  id: number;
  slug: string | null;
  username: string;
  avatar_original_url: string | null;
  avatar_webp_url: string | null;
  avatar_small_webp_url: string | null;
  role_id: number;
  joined_at: string;
  game_profiles: { id: number; game_id: number; nick: string; account_id: string; level: number | null }[];
  social_accounts_count: number;
  documents_count: number;
  country: { id: number; code: string; names: LocalizedText } | null;
  country_verified: boolean;
}

/**
 * The members of the team row aliased `teamAlias` as a JSON array of TeamMemberRow: the owner, then the
 * managers, then the players, each group oldest first; game profiles of the team's game only.
 */
export const teamMembersJson = (teamAlias: string) => sql`(
  select coalesce(json_agg(json_build_object(
    'id', u.id, 'slug', u.slug, 'username', u.username,
    'avatar_original_url', u.avatar_original_url, 'avatar_webp_url', u.avatar_webp_url, 'avatar_small_webp_url', u.avatar_small_webp_url,
    'role_id', m.role_id, 'joined_at', ${isoUtc(sql`m.joined_at`)},
    'game_profiles', (
      select coalesce(json_agg(json_build_object('id', gp.id, 'game_id', gp.game_id, 'nick', gp.nick, 'account_id', gp.game_account_id, 'level', gp.level)), '[]'::json)
      from game_profiles gp where gp.user_id = u.id and gp.game_id = ${sql.raw(teamAlias)}.game_id
    ),
    'social_accounts_count', (select count(*)::int from social_accounts sa where sa.user_id = u.id),
    'documents_count', (select count(*)::int from user_documents ud where ud.user_id = u.id),
    'country', case when c.id is null then null else json_build_object('id', c.id, 'code', c.code, 'names', c.names) end,
    'country_verified', u.country_verified
  ) order by case m.role_id when 1 then 0 when 3 then 1 else 2 end, m.joined_at, m.id), '[]'::json)
  from team_members m join users u on u.id = m.user_id left join countries c on c.id = u.country_id
  where m.team_id = ${sql.raw(teamAlias)}.id
)`;
