import { chatChannel, parseChatChannel } from './chat-channel';
import { isChatMember, mayWriteInChat } from './chat-membership';
import { splitMessageText } from './message-text';
import { chatMarker, newestId, nextReadMark, unreadCount } from './unread';

describe('chat membership', () => {
  const base = { withCapChats: true, managesTournament: false, captainOf: [3], teamsInChat: [1, 3] };

  it('admits the captains of the teams in the chat and the tournament staff', () => {
    expect(isChatMember(base)).toBe(true);
    expect(isChatMember({ ...base, captainOf: [2] })).toBe(false);
    expect(isChatMember({ ...base, captainOf: [], managesTournament: true })).toBe(true);
  });

  it('admits nobody when the tournament has no captains chats', () => {
    expect(isChatMember({ ...base, withCapChats: false, managesTournament: true })).toBe(false);
  });

  it('silences a player under a chats or site ban in force', () => {
    expect(mayWriteInChat([])).toBe(true);
    expect(mayWriteInChat(['chats'])).toBe(false);
    expect(mayWriteInChat(['comments', 'site'])).toBe(false);
    expect(mayWriteInChat(['comments', 'tournaments'])).toBe(true);
  });
});

describe('chat channels', () => {
  it('names and reads stage and group channels', () => {
    expect(chatChannel('stage', 4)).toBe('stage.4');
    expect(parseChatChannel('group.12')).toEqual({ kind: 'group', targetId: 12 });
    expect(parseChatChannel('stage.1')).toEqual({ kind: 'stage', targetId: 1 });
  });

  it.each(['user.1', 'group.0', 'group.01', 'group.x', 'stage.', 'group.99999999999', 'group.4294967295'])('refuses %p', (channel) => {
    expect(parseChatChannel(channel)).toBeNull();
  });
});

describe('message text', () => {
  it('keeps plain text as one segment', () => {
    expect(splitMessageText('<b>hi</b> & bye')).toEqual([{ kind: 'text', text: '<b>hi</b> & bye' }]);
    expect(splitMessageText('')).toEqual([]);
  });

  it('makes http(s) links clickable and leaves sentence punctuation outside', () => {
    expect(splitMessageText('Lobby: https://lobby.example/a?b=1. Go!')).toEqual([
      { kind: 'text', text: 'Lobby: ' },
      { kind: 'link', text: 'https://lobby.example/a?b=1', href: 'https://lobby.example/a?b=1' },
      { kind: 'text', text: '. Go!' },
    ]);
    expect(splitMessageText('http://a.example')).toEqual([{ kind: 'link', text: 'http://a.example', href: 'http://a.example' }]);
  });

  it('never links other schemes or broken addresses', () => {
    expect(splitMessageText('javascript:alert(1) https://')).toEqual([{ kind: 'text', text: 'javascript:alert(1) https://' }]);
    expect(splitMessageText('x https://[bad y')).toEqual([{ kind: 'text', text: 'x https://[bad y' }]);
  });
});

describe('unread marker', () => {
  const messages = [
    { id: 5, user_id: 1 },
    { id: 6, user_id: 2 },
    { id: 7, user_id: 2 },
  ];

  it("counts others' messages after the last seen one", () => {
    expect(unreadCount({ messages, lastSeenId: null, readerId: 1 })).toBe(2);
    expect(unreadCount({ messages, lastSeenId: 6, readerId: 1 })).toBe(1);
    expect(unreadCount({ messages, lastSeenId: 7, readerId: 1 })).toBe(0);
  });

  it('finds the newest id', () => {
    expect(newestId(messages, null)).toBe(7);
    expect(newestId([], 3)).toBe(3);
    expect(newestId([{ id: 2 }], 3)).toBe(3);
  });
});

describe('chat markers kept on the server', () => {
  it('never moves a read mark backwards', () => {
    expect(nextReadMark(null, 4)).toBe(4);
    expect(nextReadMark(9, 4)).toBe(9);
    expect(nextReadMark(9, 12)).toBe(12);
  });

  it("adds the others' live messages to the server's count, and drops both once read", () => {
    const live = [
      { id: 11, user_id: 2 },
      { id: 12, user_id: 1 },
      { id: 13, user_id: 3 },
    ];
    expect(chatMarker({ serverUnread: 3, lastMessageIdAtLoad: 10, mark: 7, live, readerId: 1 })).toBe(5);
    // Read up to what the list knew: only the live ones by others count.
    expect(chatMarker({ serverUnread: 3, lastMessageIdAtLoad: 10, mark: 10, live, readerId: 1 })).toBe(2);
    expect(chatMarker({ serverUnread: 3, lastMessageIdAtLoad: 10, mark: 13, live, readerId: 1 })).toBe(0);
    expect(chatMarker({ serverUnread: 0, lastMessageIdAtLoad: null, mark: null, live: [], readerId: 1 })).toBe(0);
  });
});
