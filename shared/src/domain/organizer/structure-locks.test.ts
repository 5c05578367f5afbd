import { groupLockReasons, stageLockReasons } from './structure-locks';

const free = { entries: false, teams: false, results: false };

describe('structure locks', () => {
  it('a group with nothing on it may be deleted; each fact is a reason of its own', () => {
    expect(groupLockReasons(free)).toEqual([]);
    expect(groupLockReasons({ entries: true, teams: false, results: true })).toEqual(['entries', 'results']);
  });

  it('a stage is held by a following stage alone, without any entry', () => {
    expect(stageLockReasons({ ...free, next_stage: false, groups: [free, free] })).toEqual([]);
    expect(stageLockReasons({ ...free, next_stage: true, groups: [free] })).toEqual(['next_stage']);
  });

  it("a stage takes its groups' reasons and its own", () => {
    expect(stageLockReasons({ ...free, teams: true, next_stage: false, groups: [{ ...free, results: true }, { ...free, entries: true }] })).toEqual(['entries', 'teams', 'results']);
  });
});
