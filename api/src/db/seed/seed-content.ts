import { inArray } from 'drizzle-orm';
import { GAMES, LOCALES } from '@portal/shared/constants';
import { helpRequests, newsComments, newsLikes, newsPostTranslations, newsPosts, notifications, streamerApplications, streams, tournaments, voteBallots, voteOptions, voteVoters, votes } from '../schema';
import type { SeedContext } from './context';
import { MORE_NEWS_PLANS, NEWS_PLANS } from './news-texts';
import { DEMO_SEED } from './context';
import { Prng } from './prng';
import type { SeededPlayer } from './seed-people';
import type { SeededTeam } from './seed-teams';
import { demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { t5 } from './text';

/** News (five languages, comments, likes), streams and streamer applications, votes, help desk, notifications. */
export async function seedContent(ctx: SeedContext, players: readonly SeededPlayer[], teams: readonly SeededTeam[]): Promise<void> {
  const { tx, prng } = ctx;
  const demo = (key: SeededPlayer['demo']) => players.find((p) => p.demo === key);
  const admin = demo('admin');
  const regular = players.filter((p) => p.demo === null);

  const morePrng = new Prng(DEMO_SEED + 13);
  const newsPlans = [...NEWS_PLANS.map((plan) => ({ plan, prng })), ...MORE_NEWS_PLANS.map((plan) => ({ plan, prng: morePrng }))];
  for (const { plan, prng: rng } of newsPlans) {
    const [post] = await tx
      .insert(newsPosts)
      .values({
        slug: plan.slug,
        authorId: admin?.id ?? null,
        gameId: plan.game ? GAMES[plan.game].id : null,
        coverUrl: demoMediaUrl(demoMediaPaths.news(plan.slug)),
        status: plan.draft ? 'draft' : 'published',
        publishedAt: plan.draft ? null : ctx.at(-plan.daysAgo, 10),
        createdAt: ctx.at(-plan.daysAgo - 1),
      })
      .returning({ id: newsPosts.id });
    const postId = post?.id ?? 0;
    await tx.insert(newsPostTranslations).values(LOCALES.flatMap((locale) => (plan.texts[locale] ? [{ postId, locale, ...plan.texts[locale] }] : [])));
    if (plan.draft) continue;
    const likers = rng.sample(regular, rng.int(5, 25));
    await tx.insert(newsLikes).values(likers.map((p) => ({ postId, userId: p.id })));
    await tx.insert(newsComments).values(
      rng.sample(['Отличная новость!', 'Керемет!', 'Great news, see you there.', 'Zo‘r!', 'Süper haber!'], rng.int(1, 3)).map((content, i) => ({ postId, userId: rng.pick(regular).id, content, createdAt: ctx.at(-plan.daysAgo, 12 + i) })),
    );
  }

  const streamer = demo('streamer');
  // The tournaments the streams cover (looked up by slug: no randomness spent, the rest of the world stays as it was).
  const covered = new Map((await tx.select({ id: tournaments.id, slug: tournaments.slug }).from(tournaments).where(inArray(tournaments.slug, ['central-asia-masters', 'mlbb-bosphorus-series', 'steppe-cup-spring', 'mlbb-winter-clash']))).map((r) => [r.slug, r.id]));
  const streamRows = [
    ...(streamer ? [{ userId: streamer.id, title: 'Central Asia Masters — день 2', platform: 'youtube', channelUrl: 'https://www.youtube.com/@emrelive', embedId: 'CAMasters26', gameId: GAMES.pubg.id, tournamentId: covered.get('central-asia-masters') ?? null, isLive: true, viewersCount: 1840, startedAt: ctx.at(-1, 23) }] : []),
    { userId: prng.pick(regular).id, title: 'MLBB Bosphorus Series: плей-офф', platform: 'twitch', channelUrl: 'https://www.twitch.tv/bosphorusgaming', embedId: 'bosphorusgaming', gameId: GAMES.mlbb.id, tournamentId: covered.get('mlbb-bosphorus-series') ?? null, isLive: true, viewersCount: 920, startedAt: ctx.at(-1, 22) },
    { userId: prng.pick(regular).id, title: 'Скримы перед Nomad League', platform: 'tiktok', channelUrl: 'https://www.tiktok.com/@steppe.scrims', embedId: 'steppe.scrims', gameId: GAMES.pubg.id, isLive: true, viewersCount: 310, startedAt: ctx.at(-1, 21) },
    { userId: prng.pick(regular).id, title: 'Steppe Cup Spring — гранд-финал', platform: 'youtube', channelUrl: 'https://www.youtube.com/@steppeesports', embedId: 'StCupSpr2026', gameId: GAMES.pubg.id, tournamentId: covered.get('steppe-cup-spring') ?? null, isLive: false, viewersCount: 0, startedAt: ctx.at(-36, 12), endedAt: ctx.at(-36, 17) },
    { userId: prng.pick(regular).id, title: 'MLBB Winter Clash — финал', platform: 'youtube', channelUrl: 'https://www.youtube.com/@nightseries', embedId: 'WinterClash26', gameId: GAMES.mlbb.id, tournamentId: covered.get('mlbb-winter-clash') ?? null, isLive: false, viewersCount: 0, startedAt: ctx.at(-38, 15), endedAt: ctx.at(-38, 19) },
  ];
  await tx.insert(streams).values(streamRows);
  const applicants = prng.sample(regular, 2);
  await tx.insert(streamerApplications).values([
    ...(streamer ? [{ userId: streamer.id, channel: 'https://www.youtube.com/@emrelive', telegram: 't.me/emre_live', followersCount: 12400, status: 'approved', reviewedById: admin?.id ?? null, reviewedAt: ctx.at(-90), createdAt: ctx.at(-92) }] : []),
    { userId: applicants[0]?.id ?? 0, channel: 'https://www.twitch.tv/steppe_sniper', telegram: 't.me/steppe_sniper', followersCount: 860, status: 'pending', createdAt: ctx.at(-1) },
    { userId: applicants[1]?.id ?? 0, channel: 'https://www.tiktok.com/@mlbb_kg', telegram: 't.me/mlbb_kg', followersCount: 45, status: 'rejected', reviewNote: 'Мало подписчиков', reviewedById: admin?.id ?? null, reviewedAt: ctx.at(-4), createdAt: ctx.at(-6) },
  ]);

  const votePlans = [
    { slug: 'best-team-of-spring', status: 'active', multiple: false, game: GAMES.pubg.id, title: t5('Лучшая команда весны', 'Көктемнің үздік командасы', 'Team of the spring', "Bahorning eng yaxshi jamoasi", 'Baharın takımı'), options: teams.filter((t) => t.game === 'pubg').slice(0, 4).map((t) => t5(t.name, t.name, t.name, t.name, t.name)), days: [-5, 9] },
    { slug: 'next-tournament-map', status: 'active', multiple: true, game: GAMES.pubg.id, title: t5('Карты следующего турнира', 'Келесі турнирдің карталары', 'Maps of the next tournament', 'Keyingi turnir xaritalari', 'Sonraki turnuvanın haritaları'), options: ['Erangel', 'Miramar', 'Sanhok', 'Vikendi'].map((m) => t5(m, m, m, m, m)), days: [-2, 5] },
    { slug: 'mvp-winter-clash', status: 'closed', multiple: false, game: GAMES.mlbb.id, title: t5('MVP Winter Clash', 'Winter Clash MVP', 'Winter Clash MVP', 'Winter Clash MVP', 'Winter Clash MVP'), options: teams.filter((t) => t.game === 'mlbb').slice(0, 3).map((t) => t5(t.name, t.name, t.name, t.name, t.name)), days: [-40, -30] },
  ];
  for (const plan of votePlans) {
    const [vote] = await tx
      .insert(votes)
      .values({ slug: plan.slug, title: plan.title, gameId: plan.game, multiple: plan.multiple, status: plan.status, startsAt: ctx.at(plan.days[0] ?? 0), endsAt: ctx.at(plan.days[1] ?? 1) })
      .returning({ id: votes.id });
    const voteId = vote?.id ?? 0;
    const options = await tx.insert(voteOptions).values(plan.options.map((title, i) => ({ voteId, title, sortOrder: i }))).returning({ id: voteOptions.id });
    const voters = prng.sample(regular, prng.int(10, 30));
    await tx.insert(voteBallots).values(voters.map((p) => ({ voteId, optionId: prng.pick(options).id, userId: p.id })));
    await tx.insert(voteVoters).values(voters.map((p) => ({ voteId, userId: p.id })));
  }

  await tx.insert(helpRequests).values([
    { userId: demo('captain')?.id ?? null, category: 'tournament', subject: 'Замена игрока', message: 'Можно ли заменить игрока после принятия заявки на Central Asia Masters?', status: 'resolved', createdAt: ctx.at(-6) },
    { userId: prng.pick(regular).id, category: 'account', subject: 'Не приходит код', message: 'Код в WhatsApp не приходит уже 10 минут.', status: 'open', createdAt: ctx.at(-1) },
    { userId: null, email: 'guest@mail.example', category: 'other', subject: 'Сотрудничество', message: 'Хотим провести турнир на вашей платформе.', status: 'in_progress', createdAt: ctx.at(-3) },
  ]);

  const captain = demo('captain');
  const player = demo('player');
  await tx.insert(notifications).values([
    ...(captain
      ? [
          { userId: captain.id, type: 'entry_accepted', data: { tournament: 'Central Asia Masters', tournament_slug: 'central-asia-masters', team: 'Almaty Wolves', link: { route: 'applications' } }, readAt: ctx.at(-8), createdAt: ctx.at(-9) },
          { userId: captain.id, type: 'entry_rejected', data: { tournament: 'Istanbul Clash', tournament_slug: 'istanbul-clash', team: 'Almaty Wolves', reason: 'Состав заполнен.', link: { route: 'applications' } }, createdAt: ctx.at(-2) },
          { userId: captain.id, type: 'group_time_confirm', data: { tournament: 'Central Asia Masters', tournament_slug: 'central-asia-masters', group: 'Полуфинал', link: { route: 'tournaments.detail', params: { slug: 'central-asia-masters' } } }, createdAt: ctx.at(0, 8) },
        ]
      : []),
    ...(player ? [{ userId: player.id, type: 'team_member_joined', data: { team: 'Almaty Wolves', username: 'JasurManager', link: { route: 'teams.mine' } }, createdAt: ctx.at(-200) }] : []),
  ]);
}
