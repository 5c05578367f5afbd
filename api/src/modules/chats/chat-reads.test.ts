import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { RIVAL_ACCOUNT } from '../../db/seed/rival-account';
import { issueToken } from '../../sessions/tokens';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

interface ChatDto {
  id: number;
  kind: 'stage' | 'group';
  last_message_id: number | null;
  last_read_message_id: number | null;
  unread: number;
}

const TOURNAMENT = RIVAL_ACCOUNT.tournamentSlug;

describe.each(TEST_DRIVERS)('chat read marks on the server (%s)', (driver) => {
  let t: AuthTestWorld;
  const tokens: Record<string, string> = {};
  let chat: ChatDto;
  let firstId = 0;

  beforeAll(async () => {
    t = await openAuthWorld(driver);
    for (const key of ['captain', 'player'] as const) tokens[key] = await t.tokenOf(key);
    const [rival] = await t.world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, RIVAL_ACCOUNT.email));
    tokens.rival = (await issueToken(t.world.handle.db, rival?.id ?? 0, { ttlMs: 3_600_000 })).token;
  }, 180_000);
  afterAll(() => t?.dispose());

  const chatsOf = async (key: string) => ((await send(t.app, 'GET', `/api/v1/client/tournament/${TOURNAMENT}/chats`, { token: tokens[key] })).json() as { data: ChatDto[] }).data;
  const chatOf = async (key: string) => (await chatsOf(key)).find((c) => c.id === chat.id) as ChatDto;
  const write = async (key: string, text: string) =>
    (await send(t.app, 'POST', `/api/v1/client/chats/${chat.id}/messages`, { token: tokens[key], parts: [{ name: 'text', value: text }] })).json().data.id as number;
  const read = (key: string | undefined, messageId: unknown, chatId = chat.id) =>
    send(t.app, 'POST', `/api/v1/client/chats/${chatId}/read`, { ...(key ? { token: tokens[key] } : {}), body: { message_id: messageId } });

  it("counts the others' messages after the reader's mark, never the reader's own", async () => {
    chat = (await chatsOf('captain')).find((c) => c.kind === 'group') as ChatDto;
    const before = await chatOf('captain');
    const own = await write('captain', 'Mine');
    const first = await write('rival', 'One');
    const second = await write('rival', 'Two');
    const captain = await chatOf('captain');
    expect(captain.unread).toBe(before.unread + 2);
    expect(captain.last_message_id).toBe(second);
    // Mark read up to the rival's first: one left.
    const marked = await read('captain', first);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ chat_id: chat.id, last_read_message_id: first, unread: 1 });
    expect(await chatOf('captain')).toMatchObject({ last_read_message_id: first, unread: 1 });
    // The rival's own messages never count for the rival.
    await read('rival', own);
    expect((await chatOf('rival')).unread).toBe(0);
    firstId = first;
  });

  it('never goes backwards, and another browser of the reader sees the same marker', async () => {
    const newest = (await chatOf('captain')).last_message_id as number;
    expect((await read('captain', newest)).json().data).toMatchObject({ last_read_message_id: newest, unread: 0 });
    // An older message leaves the mark where it is.
    expect((await read('captain', firstId)).json().data).toMatchObject({ last_read_message_id: newest, unread: 0 });
    // The reader's other tabs and devices hear the new mark on their own channel.
    const publish = jest.spyOn(t.app.realtime, 'publish');
    const captainId = await t.userIdOf('captain');
    await write('rival', 'Three');
    const latest = (await chatOf('captain')).last_message_id as number;
    await read('captain', latest);
    expect(publish).toHaveBeenCalledWith(`user.${captainId}`, 'chat_read', { chat_id: chat.id, last_read_message_id: latest, unread: 0 });
    publish.mockRestore();
    // A second session (another browser) reads the server's mark.
    tokens.captain2 = await t.tokenOf('captain');
    expect(await chatOf('captain2')).toMatchObject({ last_read_message_id: latest, unread: 0 });
  });

  it('is for members only, about messages of that chat, with field errors for a bad id', async () => {
    const newest = (await chatOf('captain')).last_message_id as number;
    expect((await read(undefined, newest)).statusCode).toBe(401);
    expect((await read('player', newest)).statusCode).toBe(403);
    expect((await read('captain', newest, 99_999_999)).statusCode).toBe(404);
    expect((await read('captain', 99_999_999)).statusCode).toBe(404);
    const bad = await read('captain', 'abc');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['message_id']);
    expect((await read('captain', -3)).statusCode).toBe(422);
  });
});
