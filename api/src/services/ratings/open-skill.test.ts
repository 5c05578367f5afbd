import { teamSkills } from './open-skill';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const result = (tournamentId: number, teamId: number, place: number, day: number) => ({ tournamentId, teamId, place, points: 0, at: at(day) });

describe('teamSkills (OpenSkill, Plackett-Luce)', () => {
  it('ranks the winner above the field, and a team that keeps winning higher still', () => {
    const once = teamSkills([result(1, 10, 1, 1), result(1, 20, 2, 1), result(1, 30, 3, 1)]);
    const [first, second, third] = [10, 20, 30].map((id) => once.get(id)?.ordinal ?? Number.NaN);
    expect(first).toBeGreaterThan(second ?? 0);
    expect(second).toBeGreaterThan(third ?? 0);
    const twice = teamSkills([result(1, 10, 1, 1), result(1, 20, 2, 1), result(2, 10, 1, 2), result(2, 20, 2, 2)]);
    expect(twice.get(10)?.ordinal).toBeGreaterThan(teamSkills([result(1, 10, 1, 1), result(1, 20, 2, 1)]).get(10)?.ordinal ?? 0);
    expect(twice.get(10)?.sigma).toBeLessThan(25 / 3);
  });

  it('weighs whom a team beat: beating the strong team counts more than beating a newcomer', () => {
    const history = [result(1, 1, 1, 1), result(1, 2, 2, 1), result(2, 1, 1, 2), result(2, 2, 2, 2)];
    const beatStrong = teamSkills([...history, result(3, 3, 1, 3), result(3, 1, 2, 3)]).get(3)?.ordinal ?? 0;
    const beatNewcomer = teamSkills([...history, result(3, 3, 1, 3), result(3, 4, 2, 3)]).get(3)?.ordinal ?? 0;
    expect(beatStrong).toBeGreaterThan(beatNewcomer);
  });

  it('takes tournaments in the order they were decided, whatever the order of the rows', () => {
    const rows = [result(2, 1, 2, 5), result(2, 2, 1, 5), result(1, 1, 1, 1), result(1, 2, 2, 1)];
    expect(teamSkills(rows)).toEqual(teamSkills([...rows].reverse()));
  });

  it('leaves a lone team of a tournament unrated', () => {
    expect(teamSkills([result(1, 1, 1, 1)]).size).toBe(0);
  });
});
