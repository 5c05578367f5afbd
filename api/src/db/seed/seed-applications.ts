import { eq, sql } from 'drizzle-orm';
import { GAMES } from '@portal/shared/constants';
import { stageGroups, stages, tournamentDivisions, tournamentEntries, tournamentEntryMembers, tournaments, users } from '../schema';
import { selectRows } from '../sql-helpers';
import { type SeedContext, required } from './context';
import { organizerDemoAccount } from './organizer-accounts';

/**
 * The applications corner of the demo world (listed in api/README.md): two open PUBG tournaments
 * of the demo organiser (organizer@esports.example) that the demo captain's Almaty Wolves have not applied
 * to yet, each with one application of another team awaiting the organiser's review. JavlonPro of the
 * Wolves links Telegram (a fifth eligible player, to replace with). Players of accepted applications have
 * approved them. Seeded last and without the world's random numbers.
 */
export interface OpenCupPlan {
  slug: string;
  name: string;
  timezone: string;
  /** Players an accepted team may replace in the qualifiers: one in Almaty, none in Astana. */
  replaceCount: number;
}

export const OPEN_CUPS: readonly OpenCupPlan[] = [
  { slug: 'almaty-open-cup', name: 'Almaty Open Cup', timezone: 'Asia/Almaty', replaceCount: 1 },
  { slug: 'astana-open-cup', name: 'Astana Open Cup', timezone: 'Asia/Almaty', replaceCount: 0 },
];

/** The Almaty Wolves player who links Telegram here: a fifth eligible player for replacements. */
const REPLACEMENT_PLAYER = 'JavlonPro';

/** The PUBG team whose application waits for review: the first (by id) with four eligible players, not the demo captain's. */
async function waitingTeam(ctx: SeedContext): Promise<{ id: number; members: number[] } | null> {
  const rows = await selectRows<{ team_id: number; user_id: number }>(
    ctx.tx,
    sql`select m.team_id, m.user_id from team_members m join teams t on t.id = m.team_id
      where t.game_id = ${GAMES.pubg.id} and t.name <> 'Almaty Wolves' and t.deleted_at is null
      and exists(select 1 from game_profiles gp where gp.user_id = m.user_id and gp.game_id = t.game_id)
      and exists(select 1 from social_accounts sa where sa.user_id = m.user_id)
      order by m.team_id, m.role_id = 1 desc, m.id`,
  );
  const byTeam = new Map<number, number[]>();
  for (const row of rows) byTeam.set(row.team_id, [...(byTeam.get(row.team_id) ?? []), row.user_id]);
  for (const [id, members] of byTeam) if (members.length >= 4) return { id, members: members.slice(0, 4) };
  return null;
}

export async function seedApplications(ctx: SeedContext): Promise<{ tournaments: number }> {
  const { tx } = ctx;
  await tx.execute(
    sql`update tournament_entry_members set status = 'approved', answered_at = e.created_at from tournament_entries e
      where e.id = tournament_entry_members.entry_id and e.status = 'accepted'`,
  );
  await tx.execute(
    sql`insert into social_accounts (user_id, provider, provider_user_id, data, verified_at)
      select u.id, 'telegram', ${`seed-${REPLACEMENT_PLAYER.toLowerCase()}`}, ${JSON.stringify({ username: REPLACEMENT_PLAYER })}::jsonb, ${ctx.at(-30)}
      from users u where u.username = ${REPLACEMENT_PLAYER} and not exists(select 1 from social_accounts sa where sa.user_id = u.id)`,
  );
  const [organizer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, organizerDemoAccount('organizer').email));
  const team = await waitingTeam(ctx);
  for (const [index, cup] of OPEN_CUPS.entries()) {
    const [row] = await tx
      .insert(tournaments)
      .values({
        slug: cup.slug,
        name: cup.name,
        description: `<p>${cup.name} — открытый турнир по PUBG Mobile для команд любого дивизиона.</p>`,
        rules: '1. Заявка: 4–6 игроков с игровым профилем и привязанной соцсетью.\n2. Каждый игрок подтверждает участие на странице заявок.\n3. Капитан подтверждает время игры группы.',
        prizeFond: '500 000 ₸',
        organizer: 'Night Series',
        ownerId: organizer?.id ?? null,
        gameId: GAMES.pubg.id,
        formatId: required(ctx.ids.formats, 'pubg-squad'),
        countryId: required(ctx.ids.countries, 'KZ'),
        timezone: cup.timezone,
        startReqTime: ctx.at(-2, 6),
        endRegTime: ctx.at(5 + index, 18),
        startTime: ctx.at(7 + index, 12),
        endTime: ctx.at(9 + index, 20),
        slotCount: 16,
        isPublished: true,
        createdAt: ctx.at(-9),
      })
      .returning({ id: tournaments.id });
    const tournamentId = row?.id ?? 0;
    await tx.insert(tournamentDivisions).values(['pubg-mobile-division-1', 'pubg-mobile-division-2', 'pubg-mobile-division-3'].map((slug) => ({ tournamentId, divisionId: required(ctx.ids.divisions, slug) })));
    const [qualifiers] = await tx.insert(stages).values({ tournamentId, name: 'Qualifiers', sortOrder: 0, registerStartDate: ctx.at(-2, 6), replaceCount: cup.replaceCount }).returning({ id: stages.id });
    const qualifiersId = qualifiers?.id ?? 0;
    const groups = await tx
      .insert(stageGroups)
      .values(['A', 'B', 'C'].map((letter, k) => ({ stageId: qualifiersId, name: `Группа ${letter}`, gameTime: ctx.at(7 + index, 12 + k * 2), timezone: cup.timezone, status: 'registration', slotCount: 16, sortOrder: k })))
      .returning({ id: stageGroups.id });
    const [final] = await tx
      .insert(stages)
      .values({ tournamentId, name: 'Гранд-финал', sortOrder: 1, registerStartDate: ctx.at(8 + index, 9), replaceCount: 1, prevStageId: qualifiersId })
      .returning({ id: stages.id });
    await tx.insert(stageGroups).values({ stageId: final?.id ?? 0, name: 'Group A', gameTime: ctx.at(9 + index, 16), timezone: cup.timezone, status: 'registration-not-started', slotCount: 16 });
    if (team) {
      const [entry] = await tx
        .insert(tournamentEntries)
        .values({ tournamentId, teamId: team.id, stageId: qualifiersId, groupId: groups[1]?.id ?? null, status: 'await', createdById: team.members[0] ?? null, createdAt: ctx.at(-1, 10) })
        .returning({ id: tournamentEntries.id });
      const entryId = entry?.id ?? 0;
      await tx.insert(tournamentEntryMembers).values(team.members.map((userId, i) => ({ entryId, userId, status: i < 2 ? 'approved' : 'pending', answeredAt: i < 2 ? ctx.at(-1, 11) : null })));
    }
  }
  return { tournaments: OPEN_CUPS.length };
}
