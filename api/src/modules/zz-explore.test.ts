import { sql } from 'drizzle-orm';
import { selectRows } from '../db/sql-helpers';
import { openAuthWorld } from '../../test-support/auth-world';

it('explores', async () => {
  const t = await openAuthWorld('pglite');
  const q = async (label: string, query: ReturnType<typeof sql>) => {
    const rows = await selectRows<Record<string, unknown>>(t.world.handle.db, query);
    require('fs').appendFileSync('/tmp/matrix-explore.txt', `== ${label}\n${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  };
  require('fs').writeFileSync('/tmp/matrix-explore.txt', '');
  await q('tournaments', sql`select id, slug, owner_id, access_hash is not null as priv, is_published, status_override, start_time, end_reg_time, game_id, with_cap_chats from tournaments order by id`);
  await q('users organizer', sql`select u.id, u.email, r.name from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id`);
  await q('stages', sql`select s.id, s.tournament_id, s.name, (select count(*) from stage_groups g where g.stage_id = s.id) as groups, (select count(*) from stage_teams st where st.stage_id = s.id) as teams from stages s order by s.id`);
  await q('groups', sql`select g.id, g.stage_id, g.name, g.status, g.game_time from stage_groups g order by g.id`);
  await q('entries wolves', sql`select e.id, e.tournament_id, e.status, e.group_id, e.stage_id from tournament_entries e where e.team_id = 1`);
  await q('entries', sql`select e.id, e.tournament_id, e.team_id, e.status from tournament_entries e order by id limit 60`);
  await q('stage_teams wolves', sql`select st.* from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id where tt.team_id = 1`);
  await q('chats', sql`select c.*, s.tournament_id from chats c join stages s on s.id = c.stage_id`);
  await q('votes', sql`select * from votes`);
  await q('vote options', sql`select * from vote_options limit 10`);
  await q('help', sql`select id, user_id, status from help_requests limit 5`);
  await q('brackets', sql`select * from stage_brackets limit 3`);
  await q('matches', sql`select id, group_id from group_results limit 5`);
  await q('games', sql`select id, slug, name from games`);
  await q('divisions', sql`select id, slug, game_id from divisions`);
  await q('team members wolves', sql`select m.user_id, r.code from team_members m join team_roles r on r.id = m.role_id where m.team_id = 1`);
  await q('notifications captain', sql`select id, user_id from notifications where user_id = 2 limit 3`);
  await t.dispose();
}, 180_000);
