import { inArray } from 'drizzle-orm';
import { GAMES } from '@portal/shared/constants';
import { formatPrizeFund } from '@portal/shared/domain';
import { hashPassword } from '../password-hash';
import { organizerProfiles, stageGroups, stages, tournamentDivisions, tournaments, userRoles, users } from '../schema';
import { type SeedContext, required } from './context';
import { COUNTRY_OF_ORIGIN } from './names';
import { DEMO_DRAFT_SLUG, ORGANIZER_DEMO_ACCOUNTS } from './organizer-accounts';

/**
 * The organiser console's corner of the demo world (organizer-accounts.ts): the accounts, the organiser's
 * role and organisation, the tournaments it owns and a draft with one stage and one group. Seeded last and
 * without the world's random numbers.
 */
export async function seedOrganizers(ctx: SeedContext): Promise<{ users: number; tournaments: number }> {
  const { tx } = ctx;
  const countryId = required(ctx.ids.countries, COUNTRY_OF_ORIGIN.ru);
  let organizerId = 0;
  for (const account of ORGANIZER_DEMO_ACCOUNTS) {
    const [row] = await tx
      .insert(users)
      .values({
        slug: account.slug,
        username: account.username,
        email: account.email,
        emailVerifiedAt: ctx.at(-120),
        passwordHash: await hashPassword(account.password),
        birthday: '1995-02-14',
        countryId,
        countryVerified: true,
        locale: 'ru',
        createdAt: ctx.at(-120),
      })
      .returning({ id: users.id });
    const userId = row?.id ?? 0;
    const roles = account.organization ? ['player', 'organizer'] : ['player'];
    await tx.insert(userRoles).values(roles.map((role) => ({ userId, roleId: required(ctx.ids.roles, role) })));
    if (account.organization) {
      organizerId = userId;
      await tx.insert(organizerProfiles).values({ userId, organizationName: account.organization, createdAt: ctx.at(-120) });
      if (account.owns.length > 0) await tx.update(tournaments).set({ ownerId: userId }).where(inArray(tournaments.slug, [...account.owns]));
    }
  }

  const [draft] = await tx
    .insert(tournaments)
    .values({
      slug: DEMO_DRAFT_SLUG,
      name: 'Night Series Autumn',
      description: '<p>Осенний сезон <strong>Night Series</strong>: черновик, игроки его не видят.</p>',
      rules: '<ol><li>Заявки до закрытия регистрации.</li><li>Читы запрещены.</li></ol>',
      prizeAmount: 500_000,
      prizeCurrency: 'RUB',
      prizeFond: formatPrizeFund(500_000, 'RUB'),
      ownerId: organizerId,
      gameId: GAMES.pubg.id,
      formatId: required(ctx.ids.formats, 'pubg-squad'),
      countryId,
      timezone: 'Europe/Moscow',
      startReqTime: ctx.at(30, 9),
      endRegTime: ctx.at(37, 18),
      startTime: ctx.at(40, 16),
      slotCount: 32,
      isPublished: false,
      createdAt: ctx.at(-2),
    })
    .returning({ id: tournaments.id });
  const tournamentId = draft?.id ?? 0;
  await tx.insert(tournamentDivisions).values({ tournamentId, divisionId: required(ctx.ids.divisions, 'pubg-mobile-division-1') });
  const [stage] = await tx.insert(stages).values({ tournamentId, name: 'Qualifiers', registerStartDate: ctx.at(30, 9), replaceCount: 2 }).returning({ id: stages.id });
  await tx.insert(stageGroups).values({ stageId: stage?.id ?? 0, name: 'Group A', gameTime: ctx.at(40, 16), timezone: 'Europe/Moscow', status: 'registration-not-started', slotCount: 16 });
  return { users: ORGANIZER_DEMO_ACCOUNTS.length, tournaments: 1 };
}
