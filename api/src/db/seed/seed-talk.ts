import { chatMessages, chats, tournamentComments } from '../schema';
import type { SeedContext } from './context';
import type { SeededPlayer } from './seed-people';
import type { SeededTournament } from './seed-tournaments';

const COMMENTS = [
  'Когда будет расписание групп?',
  'Удачи всем командам!',
  'Қай уақытта басталады?',
  'Stream will be on YouTube?',
  "Jamoamiz tayyor, omad hammaga!",
  'Harika turnuva, bol şans!',
  'Можно ли поменять игрока после подтверждения?',
];
const REPLY = 'Да, в пределах лимита замен этапа.';
const CHAT_LINES = ['Всем привет, лобби через 10 минут.', 'Пароль пришлём в личку капитанам.', 'Confirm your slots please.', 'Группа готова, ждём остальных.'];

/** Tournament comments (with a reply) and the captains' chats of stages and groups. */
export async function seedTalk(ctx: SeedContext, tournaments: readonly SeededTournament[], players: readonly SeededPlayer[]): Promise<void> {
  const { tx, prng } = ctx;
  const talkers = players.filter((p) => p.demo !== 'newbie' && p.demo !== 'banned');
  for (const tournament of tournaments) {
    if (tournament.plan.withComments && tournament.plan.status !== 'registration-not-started') {
      const rows = await tx
        .insert(tournamentComments)
        .values(prng.sample(COMMENTS, prng.int(2, 4)).map((content, i) => ({ tournamentId: tournament.id, userId: prng.pick(talkers).id, content, createdAt: ctx.at(-5 + i, 10) })))
        .returning({ id: tournamentComments.id });
      const admin = players.find((p) => p.demo === 'admin');
      if (rows[0] && admin) await tx.insert(tournamentComments).values({ tournamentId: tournament.id, userId: admin.id, parentId: rows[0].id, content: REPLY, createdAt: ctx.at(-1, 9) });
    }
    if (!tournament.plan.withCapChats) continue;
    for (const stage of tournament.stages) {
      const targets = [{ kind: 'stage', stageId: stage.id, groupId: null }, ...stage.groups.map((g) => ({ kind: 'group', stageId: null, groupId: g.id }))];
      const chatRows = await tx.insert(chats).values(targets).returning({ id: chats.id });
      await tx.insert(chatMessages).values(
        chatRows.flatMap((chat) => prng.sample(CHAT_LINES, 2).map((content, i) => ({ chatId: chat.id, userId: prng.pick(talkers).id, content, createdAt: ctx.at(-2, 8 + i) }))),
      );
    }
  }
}
