import { GAMES } from '@portal/shared/constants';
import { stageGroups, stages, tournamentDivisions, tournaments } from '../schema';
import { type SeedContext, required } from './context';

/**
 * A tournament written in three languages (listed in api/README.md): its name and description in Russian
 * (the default) and again in Kazakh and English, so /kk and /en pages show their own and the other
 * languages fall back to the Russian. Seeded last and without the world's random numbers; its start (in 5
 * days) keeps it out of the home page's four latest.
 */
export const LANGUAGE_CUP = {
  slug: 'great-steppe-cup',
  name: 'Кубок Великой степи',
  nameI18n: { kk: 'Ұлы дала кубогы', en: 'Great Steppe Cup' },
  description: '<p>Открытый турнир по PUBG Mobile для команд Казахстана и Центральной Азии.</p>',
  descriptionI18n: {
    kk: '<p>Қазақстан мен Орталық Азия командаларына арналған PUBG Mobile бойынша ашық турнир.</p>',
    en: '<p>An open PUBG Mobile tournament for teams from Kazakhstan and Central Asia.</p>',
  },
} as const;

export async function seedLanguageCup(ctx: SeedContext): Promise<{ tournaments: number }> {
  const { tx } = ctx;
  const [row] = await tx
    .insert(tournaments)
    .values({
      slug: LANGUAGE_CUP.slug,
      name: LANGUAGE_CUP.name,
      nameI18n: LANGUAGE_CUP.nameI18n,
      description: LANGUAGE_CUP.description,
      descriptionI18n: LANGUAGE_CUP.descriptionI18n,
      rules: '1. Заявка: 4–6 игроков с игровым профилем и привязанной соцсетью.\n2. Капитан подтверждает время игры группы.',
      prizeFond: '750 000 ₸',
      organizer: 'Steppe Esports League',
      gameId: GAMES.pubg.id,
      formatId: required(ctx.ids.formats, 'pubg-squad'),
      countryId: required(ctx.ids.countries, 'KZ'),
      timezone: 'Asia/Almaty',
      startReqTime: ctx.at(-1, 6),
      endRegTime: ctx.at(3, 18),
      startTime: ctx.at(5, 12),
      endTime: ctx.at(6, 20),
      slotCount: 32,
      isPublished: true,
      createdAt: ctx.at(-5),
    })
    .returning({ id: tournaments.id });
  const tournamentId = row?.id ?? 0;
  await tx.insert(tournamentDivisions).values({ tournamentId, divisionId: required(ctx.ids.divisions, 'pubg-mobile-division-1') });
  const [stage] = await tx.insert(stages).values({ tournamentId, name: 'Qualifiers', sortOrder: 0, registerStartDate: ctx.at(-1, 6), replaceCount: 1 }).returning({ id: stages.id });
  await tx.insert(stageGroups).values(['A', 'B'].map((letter, k) => ({ stageId: stage?.id ?? 0, name: `Группа ${letter}`, gameTime: ctx.at(5, 12 + k * 2), timezone: 'Asia/Almaty', status: 'registration', slotCount: 16, sortOrder: k })));
  return { tournaments: 1 };
}
