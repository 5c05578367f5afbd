import { sql } from 'drizzle-orm';
import { TEAM_ROLES } from '@portal/shared/constants';
import { hashPassword } from '../password-hash';
import { teamMembers, userRoles, users } from '../schema';
import { selectRows } from '../sql-helpers';
import { type SeedContext, required } from './context';
import { demoAccount } from './demo-accounts';
import { COUNTRY_OF_ORIGIN } from './names';
import { RIVAL_ACCOUNT } from './rival-account';

/**
 * The rival captain (rival-account.ts): seeded after everything else and without the world's random
 * numbers (the rest of the demo world does not change because of him), as a manager of the first team
 * placed in the demo captain's group in the first stage of Central Asia Masters.
 */
export async function seedRivalCaptain(ctx: SeedContext): Promise<number> {
  const { tx } = ctx;
  const [team] = await selectRows<{ team_id: number }>(
    tx,
    sql`select other.team_id from tournaments t
      join stages s on s.tournament_id = t.id
      join tournament_teams wolves on wolves.tournament_id = t.id
      join team_members cap on cap.team_id = wolves.team_id and cap.role_id = ${TEAM_ROLES.owner}
      join users captain on captain.id = cap.user_id and captain.email = ${demoAccount('captain').email}
      join stage_teams mine on mine.tournament_team_id = wolves.id and mine.stage_id = s.id
      join stage_teams theirs on theirs.stage_id = s.id and theirs.group_id = mine.group_id and theirs.id <> mine.id
      join tournament_teams other on other.id = theirs.tournament_team_id
      where t.slug = ${RIVAL_ACCOUNT.tournamentSlug}
      order by s.sort_order, s.id, theirs.id limit 1`,
  );
  if (!team) throw new Error('the rival captain has no team to join');
  const [rival] = await tx
    .insert(users)
    .values({
      slug: RIVAL_ACCOUNT.slug,
      username: RIVAL_ACCOUNT.username,
      email: RIVAL_ACCOUNT.email,
      emailVerifiedAt: ctx.at(-60),
      passwordHash: await hashPassword(RIVAL_ACCOUNT.password),
      birthday: '2001-09-03',
      countryId: required(ctx.ids.countries, COUNTRY_OF_ORIGIN.kz),
      locale: 'ru',
      createdAt: ctx.at(-60),
    })
    .returning({ id: users.id });
  if (!rival) throw new Error('rival captain not written');
  await tx.insert(userRoles).values({ userId: rival.id, roleId: required(ctx.ids.roles, 'player') });
  await tx.insert(teamMembers).values({ teamId: team.team_id, userId: rival.id, roleId: TEAM_ROLES.manager, joinedAt: ctx.at(-60) });
  return 1;
}
