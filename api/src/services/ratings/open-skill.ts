import { ordinal, rate, rating, type Rating } from 'openskill';
import type { TeamResult } from '@portal/shared/domain';

/**
 * The open skill rating of each team (OpenSkill, the Plackett-Luce model with its defaults μ = 25,
 * σ = 25/3): every counted tournament is one match of all its teams ranked by final place, taken in the
 * order the results were decided. A team's skill is the conservative estimate μ − 3σ, shown with one
 * decimal (0 before its first result). Unlike the points, it weighs whom a team beat: finishing above
 * strong teams moves it more than finishing above new ones.
 */
export interface TeamSkill {
  mu: number;
  sigma: number;
  /** μ − 3σ, one decimal. */
  ordinal: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function teamSkills(results: readonly TeamResult[]): Map<number, TeamSkill> {
  const byTournament = new Map<number, TeamResult[]>();
  for (const result of results) byTournament.set(result.tournamentId, [...(byTournament.get(result.tournamentId) ?? []), result]);
  const tournaments = [...byTournament.values()].sort((a, b) => (a[0]?.at.getTime() ?? 0) - (b[0]?.at.getTime() ?? 0) || (a[0]?.tournamentId ?? 0) - (b[0]?.tournamentId ?? 0));
  const current = new Map<number, Rating>();
  for (const field of tournaments) {
    if (field.length < 2) continue;
    const teams = field.map((r) => [current.get(r.teamId) ?? rating()]);
    const rated = rate(teams, { rank: field.map((r) => r.place) });
    field.forEach((r, i) => {
      const next = rated[i]?.[0];
      if (next) current.set(r.teamId, next);
    });
  }
  return new Map([...current].map(([teamId, skill]) => [teamId, { mu: round(skill.mu, 2), sigma: round(skill.sigma, 2), ordinal: round(ordinal(skill), 1) }]));
}

export const NO_SKILL: TeamSkill = { mu: 25, sigma: round(25 / 3, 2), ordinal: 0 };
