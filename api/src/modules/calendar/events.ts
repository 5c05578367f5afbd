import { CALENDAR_ALARM_MINUTES, CALENDAR_EVENT_MINUTES, type Locale } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { localizePath } from '@portal/shared/domain';
import type { GroupFacts } from '../../services/matches/group-facts';
import type { IcsEvent } from './ics';

/**
 * A group game as a calendar event (rows -> events, as a serializer does). Only what the public match
 * page shows goes in: tournament, stage, group, team, time and the page's address; never the lobby id
 * or password (docs/architecture.md, module calendar).
 */
export interface FeedGame {
  stage_team_id: number;
  team_name: string;
  facts: GroupFacts;
}

/** The game time written in the group's own zone: "2026-11-27 20:00 (Asia/Almaty)". */
export function localTimeOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${timeZone})`;
}

export function toEvent(game: FeedGame, { publicUrl, locale, teamLine }: { publicUrl: string; locale: Locale; teamLine: (team: string) => string }): IcsEvent {
  const { facts } = game;
  const start = new Date(facts.game_time);
  const summary = `${facts.tournament_name} · ${facts.stage_name} · ${facts.group_name}`;
  const url = `${publicUrl}${localizePath(locale, routePath('match', { matchRef: game.stage_team_id }))}`;
  return {
    // One event per team in a group: a player of two teams of one group gets both games' pages.
    uid: `match-${game.stage_team_id}-group-${facts.group_id}@${new URL(publicUrl).host}`,
    start,
    end: new Date(start.getTime() + CALENDAR_EVENT_MINUTES * 60_000),
    summary,
    description: `${teamLine(game.team_name)}\n${localTimeOf(facts.game_time, facts.group_timezone)}\n${url}`,
    url,
    sequence: facts.schedule_revision,
    // A tournament taken back to a draft no longer holds its games for the players.
    status: facts.is_published ? 'CONFIRMED' : 'CANCELLED',
    alarm: { minutesBefore: CALENDAR_ALARM_MINUTES, description: summary },
  };
}
