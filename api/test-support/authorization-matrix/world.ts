import { and, eq, sql } from 'drizzle-orm';
import { gameProfiles, newsComments, newsPosts, socialAccounts, streamerApplications, streams, teamMembers, teamRoles, teams, tournamentComments, tournaments, userDocuments, users } from '../../src/db/schema';
import { selectRows } from '../../src/db/sql-helpers';
import type { AuthTestWorld } from '../auth-world';

/**
 * The demo world as the matrix calls it: the users behind each caller and the records the paths and bodies
 * name, looked up (or made) once before the calls, and what each call may have to restore.
 */
export interface MatrixIds {
  team: number;
  hash: string;
  players: number[];
  member: number;
  manager: number;
  owner: number;
  stranger: number;
  staff: number;
  owningOrganizer: number;
  otherOrganizer: number;
  /** A third organiser, whom the admin rows rename and take the role from. */
  spareOrganizer: number;
  gameProfile: number;
  document: number;
  social: number;
  post: string;
  adminPost: number;
  comment: number;
  streamer: number;
  stream: number;
  chat: number;
  chatMessage: number;
  tournamentComment: number;
  /** Tournaments the owning organiser owns: one open (moscow-night-series), one in play (results), one MLBB with a bracket, one private. */
  owned: number;
  ownedInPlay: number;
  ownedBracket: number;
  privateTournament: number;
  privateHash: string;
}

const one = async <T>(t: AuthTestWorld, query: ReturnType<typeof sql>): Promise<T | undefined> => (await selectRows<T>(t.world.handle.db, query))[0];


export async function lookUpIds(t: AuthTestWorld, grantOrganizer: (email: string, organization: string) => Promise<void>): Promise<MatrixIds> {
  const db = t.world.handle.db;
  const [wolves] = await db.select({ id: teams.id, hash: teams.inviteHash }).from(teams).where(eq(teams.slug, 'almaty-wolves'));
  const team = wolves?.id ?? 0;
  const [manager] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
    .where(and(eq(teamMembers.teamId, team), eq(teamRoles.code, 'manager')));
  const owner = await t.userIdOf('captain');
  const owningOrganizer = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'organizer@esports.example')))[0]?.id ?? 0;
  // The other organiser: the demo candidate, made an organiser the way an admin does it; a third for the admin rows.
  await grantOrganizer('candidate@esports.example', 'Matrix Other Events');
  await grantOrganizer('settings.8@esports.example', 'Matrix Spare Events');
  const otherOrganizer = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'candidate@esports.example')))[0]?.id ?? 0;
  const spareOrganizer = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'settings.8@esports.example')))[0]?.id ?? 0;
  // The organiser owns, besides the demo's own, a tournament in play (results), an MLBB one with a bracket and the private one.
  const bySlug = async (slug: string) => (await db.select({ id: tournaments.id, hash: tournaments.accessHash }).from(tournaments).where(eq(tournaments.slug, slug)))[0];
  const owned = (await bySlug('moscow-night-series'))?.id ?? 0;
  const ownedInPlay = (await bySlug('central-asia-masters'))?.id ?? 0;
  const ownedBracket = (await bySlug('mlbb-bosphorus-series'))?.id ?? 0;
  const scrim = await bySlug('private-scrim-cup');
  await db.execute(sql`update tournaments set owner_id = ${owningOrganizer} where id in (${ownedInPlay}, ${ownedBracket}, ${scrim?.id ?? 0})`);
  const [post, otherPost] = await db.select({ id: newsPosts.id, slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.status, 'published')).orderBy(newsPosts.id).limit(2);
  const [comment] = post ? await db.insert(newsComments).values({ postId: post.id, userId: owner, content: 'Matrix comment' }).returning({ id: newsComments.id }) : [];
  // A comment of the owner under tournament 1, for the staff's delete of tournament comments.
  const [tournamentComment] = await db.insert(tournamentComments).values({ tournamentId: 1, userId: owner, content: 'Matrix comment' }).returning({ id: tournamentComments.id });
  const [streamer] = await db
    .insert(streamerApplications)
    .values({ userId: owner, channel: 'https://www.twitch.tv/matrixowner', telegram: '@matrixowner', followersCount: 10 })
    .onConflictDoNothing()
    .returning({ id: streamerApplications.id });
  const [live] = await db
    .insert(streams)
    .values({ userId: owner, title: 'Matrix stream', platform: 'twitch', channelUrl: 'https://www.twitch.tv/matrixowner', embedId: 'matrixowner', isLive: true, startedAt: new Date() })
    .returning({ id: streams.id });
  // A captains' chat the team plays in (its owner and managers are members), with a message for staff to remove;
  // not in tournament or stage 1.
  const chat = await one<{ chat: number; message: number }>(
    t,
    sql`select c.id as chat, m.id as message from chats c join stages s on s.id = c.stage_id join tournaments t on t.id = s.tournament_id
      join stage_teams st on st.stage_id = s.id join tournament_teams tt on tt.id = st.tournament_team_id and tt.team_id = ${team}
      join chat_messages m on m.chat_id = c.id where t.is_published and t.with_cap_chats and t.id <> 1 and s.id <> 1 order by c.id, m.id limit 1`,
  );
  const players = (await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team))).map((row) => row.userId);
  return {
    team,
    hash: wolves?.hash ?? '',
    players,
    member: await t.userIdOf('player'),
    manager: manager?.userId ?? 0,
    owner,
    stranger: await t.userIdOf('newbie'),
    staff: await t.userIdOf('admin'),
    owningOrganizer,
    otherOrganizer,
    spareOrganizer,
    gameProfile: (await db.select({ id: gameProfiles.id }).from(gameProfiles).where(eq(gameProfiles.userId, owner)))[0]?.id ?? 0,
    document: (await db.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.userId, owner)))[0]?.id ?? 0,
    social: (await db.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, owner)))[0]?.id ?? 0,
    post: post?.slug ?? '',
    // Staff's writes (including a delete) go to another post, so the players' rows still find theirs.
    adminPost: otherPost?.id ?? 0,
    comment: comment?.id ?? 0,
    streamer: streamer?.id ?? (await db.select({ id: streamerApplications.id }).from(streamerApplications).where(eq(streamerApplications.userId, owner)))[0]?.id ?? 0,
    stream: live?.id ?? 0,
    chat: chat?.chat ?? 0,
    chatMessage: chat?.message ?? 0,
    tournamentComment: tournamentComment?.id ?? 0,
    owned,
    ownedInPlay,
    ownedBracket,
    privateTournament: scrim?.id ?? 0,
    privateHash: scrim?.hash ?? '',
  };
}

export { one };
