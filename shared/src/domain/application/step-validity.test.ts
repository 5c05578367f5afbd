import { isTeamStepValid, isTimeStepValid, playersStepError } from './step-validity';

const isPlayersStepValid = (...args: Parameters<typeof playersStepError>) => playersStepError(...args) === null;

const noLimit = { entryAccepted: false, lastStageMemberIds: [], replaceCount: 0 };

describe('step validity (spec sections 4 and 5)', () => {
  it('a team must be chosen to proceed from step one', () => {
    expect(isTeamStepValid({ teamId: null })).toBe(false);
    expect(isTeamStepValid({ teamId: 3 })).toBe(true);
  });

  it('a group must be chosen in the PUBG time step', () => {
    expect(isTimeStepValid({ stageId: 1, groupId: null }, 'pubg')).toBe(false);
    expect(isTimeStepValid({ stageId: null, groupId: 4 }, 'pubg')).toBe(true);
  });

  it('a stage must be chosen in the MLBB time step', () => {
    expect(isTimeStepValid({ stageId: null, groupId: 4 }, 'mlbb')).toBe(false);
    expect(isTimeStepValid({ stageId: 2, groupId: null }, 'mlbb')).toBe(true);
  });

  it('the players step is valid when at least one player is selected', () => {
    expect(isPlayersStepValid([], { min: 0, max: 5 }, noLimit)).toBe(false);
    expect(playersStepError([], { min: 0, max: 5 }, noLimit)).toBe('application.players_min|{"min":1}');
    expect(isPlayersStepValid([1], { min: 0, max: 5 }, noLimit)).toBe(true);
  });

  it('with the count between format.min and format.max (min and max players)', () => {
    const format = { min: 2, max: 3 };
    expect(isPlayersStepValid([1], format, noLimit)).toBe(false);
    expect(isPlayersStepValid([1, 2], format, noLimit)).toBe(true);
    expect(isPlayersStepValid([1, 2, 3], format, noLimit)).toBe(true);
    expect(isPlayersStepValid([1, 2, 3, 4], format, noLimit)).toBe(false);
    expect(isPlayersStepValid([1, 1, 2, 2], format, noLimit)).toBe(true);
  });

  it('and the replace limit not exceeded', () => {
    const limit = { entryAccepted: true, lastStageMemberIds: [1, 2, 3], replaceCount: 1 };
    expect(isPlayersStepValid([1, 2, 9], { min: 1, max: 4 }, limit)).toBe(true);
    expect(playersStepError([1, 8, 9], { min: 1, max: 4 }, limit)).toBe('max_replace_members_front|{"replace_count":1}');
  });
});
