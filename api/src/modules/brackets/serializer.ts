import type { BracketBestOf, BracketType } from '@portal/shared/constants';
import type { Bracket, BracketGroup, BracketMatch, BracketScoreChange, BracketSlot, BracketTeam } from '@portal/shared/contracts';
import { BRACKET_MATCH_STATUSES } from '@portal/shared/contracts/responses';
import type { BracketRecords } from '../../db/brackets/engine';
import type { BracketRow, ScoreChangeRow } from './repository';

/** brackets-manager's records -> the bracket answer: groups (upper, lower, grand final) of rounds of matches. */
type Data = BracketRecords;
type Opponent = Data['match'][number]['opponent1'];

const GROUP_KINDS: Record<BracketType, readonly BracketGroup['kind'][]> = {
  single_elimination: ['winners', 'final'],
  double_elimination: ['winners', 'losers', 'final'],
};

export function toBracket(row: BracketRow, data: Data, teams: ReadonlyMap<number, BracketTeam>): Bracket {
  const type = row.type as BracketType;
  const participants = new Map(data.participant.map((p, index) => [Number(p.id), { team: p.team_id === undefined ? null : (teams.get(p.team_id) ?? null), seed: index + 1 }]));
  const slot = (opponent: Opponent): BracketSlot | null => {
    if (opponent === null) return null;
    const participant = opponent.id === null ? undefined : participants.get(Number(opponent.id));
    return { team: participant?.team ?? null, seed: participant?.seed ?? null, score: opponent.score ?? null, result: opponent.result ?? null };
  };
  const groups = [...data.group]
    .sort((a, b) => a.number - b.number)
    .map((group): BracketGroup => {
      const rounds = data.round
        .filter((round) => round.group_id === group.id)
        .sort((a, b) => a.number - b.number)
        .map((round) => ({
          number: round.number,
          matches: data.match
            .filter((match) => match.round_id === round.id)
            .sort((a, b) => a.number - b.number)
            .map(
              (match): BracketMatch => ({
                id: Number(match.id),
                number: match.number,
                status: (BRACKET_MATCH_STATUSES as readonly BracketMatch['status'][])[match.status] ?? 'locked',
                opponent1: slot(match.opponent1),
                opponent2: slot(match.opponent2),
              }),
            ),
        }));
      return { kind: GROUP_KINDS[type][group.number - 1] ?? 'final', rounds };
    });
  return { stage_id: row.stage_id, stage_name: row.stage_name, type, best_of: row.best_of as BracketBestOf, groups, champion: championOf(type, groups) };
}

/** The winner of the last match: the final of a single elimination, the grand final of a double one. */
function championOf(type: BracketType, groups: readonly BracketGroup[]): BracketTeam | null {
  const deciding = type === 'double_elimination' ? groups.find((g) => g.kind === 'final') : groups.find((g) => g.kind === 'winners');
  const last = deciding?.rounds.at(-1)?.matches.at(-1);
  if (!last || last.status !== 'completed') return null;
  const winner = [last.opponent1, last.opponent2].find((side) => side?.result === 'win');
  return winner?.team ?? null;
}

export function toScoreChange(row: ScoreChangeRow): BracketScoreChange {
  const avatar = row.avatar_original_url || row.avatar_webp_url || row.avatar_small_webp_url ? { original_url: row.avatar_original_url, webp: row.avatar_webp_url, small_webp: row.avatar_small_webp_url } : null;
  return {
    id: row.id,
    match_id: row.match_id,
    changed_by: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username, slug: row.slug, avatar } : null,
    before: { opponent1_score: row.before_1, opponent2_score: row.before_2 },
    after: { opponent1_score: row.after_1, opponent2_score: row.after_2 },
    created_at: row.created_at,
  };
}
