import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHAT_MESSAGE_DELETED_EVENT, CHAT_MESSAGE_EVENT, CHAT_READ_EVENT } from '@portal/shared/constants';
import type { ApiPage, Chat, ChatMessage, ChatRead } from '@portal/shared/contracts';
import { chatMarker, newestId, nextReadMark } from '@portal/shared/domain';
import { getRealtimeClient, REALTIME_SUBSCRIBED_EVENT, userChannel, useSession } from '@portal/shared/platform';
import { SectionHeader, SkeletonBlock, Surface, tapTarget } from '@portal/shared/ui';
import { chatKeys } from '../../api/chats/chat-keys';
import { useMarkChatRead } from '../../api/chats/mark-chat-read';
import { useTournamentChats } from '../../api/chats/tournament-chats';
import { ChatPanel } from './ChatPanel';

const ChatList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ChatButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  ${tapTarget}
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
`;

const Unread = styled.span`
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  text-align: center;
`;

/** Height of the section while its chats load (the panel's own size: no layout shift). */
const PANEL_HEIGHT_PX = 460;

type Page = ApiPage<ChatMessage>;

interface ChatChannel {
  id: number;
  channel: string;
}

/** The chats' channels confirm one after another: their list reloads once, this long after the last. */
const LIST_RELOAD_DELAY_MS = 100;

/** Adds a live message to the chat's cached history (once), or removes a deleted one. */
function applyLive(client: QueryClient, chatId: number, change: { add: ChatMessage } | { remove: number }) {
  const queryKey = chatKeys.messages(chatId);
  client.setQueryData<Page>(queryKey, (page) => {
    if (!page) return page;
    if ('add' in change) return page.data.some((m) => m.id === change.add.id) ? page : { ...page, data: [change.add, ...page.data] };
    return { ...page, data: page.data.filter((m) => m.id !== change.remove) };
  });
  // A load under way may have read the chat before this change and would put it back: it starts again.
  if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey });
}

/**
 * The captains' chats, for their members only: on the tournament page one chat per stage and
 * group the player's team plays in (all of them for the tournament staff), on a match page only its
 * group's chat (`groupId`); live through the shared socket, with an unread marker per chat kept on the
 * server (opening a chat marks it read up to its newest message, in every browser; the reader's other open
 * tabs hear the new mark on their own channel and clear the marker at once). Nothing is
 * drawn for anyone else (the list answers 403) nor for a tournament without captains' chats.
 */
export function ChatsSection({ tournamentId, withCapChats, groupId }: { tournamentId: number; withCapChats: boolean; groupId?: number }) {
  const { t } = useTranslation('tournaments');
  const session = useSession();
  const client = useQueryClient();
  const readerId = session.user?.id ?? 0;
  const enabled = session.authenticated && withCapChats;
  const chats = useTournamentChats(tournamentId, enabled);
  const [activeId, setActiveId] = useState<number | null>(null);
  /** Read marks this page moved forward (the list's last_read_message_id until then). */
  const [seen, setSeen] = useState<Record<number, number>>({});
  const markRead = useMarkChatRead();
  const [live, setLive] = useState<Record<number, ChatMessage[]>>({});
  const list = useMemo(() => (chats.data ?? []).filter((chat) => groupId === undefined || chat.group_id === groupId), [chats.data, groupId]);
  const active = list.find((chat) => chat.id === activeId) ?? list[0] ?? null;

  /** One reload of the list (its unread counts) for the channels that started delivering together. */
  const listReload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(listReload.current ?? undefined), []);

  // Every chat's channel, so the markers of the other chats count up live. Kept while the chats stay the
  // same: a reload of the list (new unread counts) does not leave and join the channels again.
  const channelsKey = JSON.stringify(list.map((chat): ChatChannel => ({ id: chat.id, channel: chat.channel })));
  useEffect(() => {
    const realtime = getRealtimeClient();
    const stops = (JSON.parse(channelsKey) as ChatChannel[]).map((chat) =>
      realtime.subscribe(chat.channel, (event) => {
        if (event.event === REALTIME_SUBSCRIBED_EVENT) {
          // What was written before the channel delivered (the history loaded first, the socket came later or
          // came back) is read again: nothing sent meanwhile is missing.
          void client.invalidateQueries({ queryKey: chatKeys.messages(chat.id) });
          clearTimeout(listReload.current ?? undefined);
          listReload.current = setTimeout(() => void client.invalidateQueries({ queryKey: chatKeys.list(tournamentId) }), LIST_RELOAD_DELAY_MS);
        } else if (event.event === CHAT_MESSAGE_EVENT) {
          const message = event.payload as ChatMessage;
          applyLive(client, chat.id, { add: message });
          setLive((current) => ({ ...current, [chat.id]: [...(current[chat.id] ?? []), message] }));
        } else if (event.event === CHAT_MESSAGE_DELETED_EVENT) {
          applyLive(client, chat.id, { remove: (event.payload as { id: number }).id });
        }
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [client, channelsKey, tournamentId]);

  // The reader's marks moved in another tab or device (their own channel): the markers follow at once.
  useEffect(() => {
    if (!enabled || readerId === 0) return undefined;
    return getRealtimeClient().subscribe(userChannel(readerId), (event) => {
      if (event.event !== CHAT_READ_EVENT) return;
      const { chat_id: chatId, last_read_message_id: mark } = event.payload as ChatRead;
      if (typeof chatId !== 'number' || typeof mark !== 'number') return;
      setSeen((current) => {
        const next = nextReadMark(current[chatId] ?? null, mark);
        return next === current[chatId] ? current : { ...current, [chatId]: next };
      });
    });
  }, [enabled, readerId]);

  const markOf = (chat: Chat): number | null => {
    const local = seen[chat.id];
    return local === undefined ? chat.last_read_message_id : nextReadMark(chat.last_read_message_id, local);
  };

  const markSeen = (chat: Chat, messages: readonly ChatMessage[]) => {
    const mark = markOf(chat);
    const newest = newestId(messages, mark);
    if (newest === null || newest === mark) return;
    setSeen((current) => ({ ...current, [chat.id]: newest }));
    markRead.mutate({ chatId: chat.id, messageId: newest });
  };

  const unreadOf = (chat: Chat): number =>
    chatMarker({
      serverUnread: chat.unread,
      lastMessageIdAtLoad: chat.last_message_id,
      mark: markOf(chat),
      live: (live[chat.id] ?? []).map((m) => ({ id: m.id, user_id: m.user.id })),
      readerId,
    });

  if (!enabled || chats.isError) return null;
  if (chats.isPending) return <SkeletonBlock $height={`${PANEL_HEIGHT_PX}px`} aria-label={t('chats.loading')} />;
  if (list.length === 0 || !active) return null;

  return (
    <Surface as="section" $gap={3} aria-label={t('chats.title')} data-testid="tournament-chats">
      <SectionHeader>{t('chats.title')}</SectionHeader>
      <ChatList role="list" aria-label={t('chats.list')}>
        {list.map((chat) => {
          const unread = chat.id === active.id ? 0 : unreadOf(chat);
          return (
            <span role="listitem" key={chat.id}>
              <ChatButton type="button" $active={chat.id === active.id} aria-pressed={chat.id === active.id} onClick={() => setActiveId(chat.id)}>
                {chat.kind === 'group' ? t('chats.groupChat', { name: chat.name, stage: chat.stage_name }) : t('chats.stageChat', { name: chat.name })}
                {unread > 0 ? <Unread aria-label={t('chats.unread', { count: unread })}>{unread}</Unread> : null}
              </ChatButton>
            </span>
          );
        })}
      </ChatList>
      <ChatPanel key={active.id} chat={active} readerId={readerId} onSeen={(messages) => markSeen(active, messages)} />
    </Surface>
  );
}
