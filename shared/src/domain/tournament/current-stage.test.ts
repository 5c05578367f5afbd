import { currentStageIndex } from './current-stage';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const group = (game_time: string, code: string) => ({ game_time, status: { code } });

describe('currentStageIndex', () => {
  it('is -1 without stages and the first stage before any has started', () => {
    expect(currentStageIndex([], NOW)).toBe(-1);
    expect(currentStageIndex([{ groups: [group('2026-06-01T10:00:00Z', 'registration')] }, { groups: [] }], NOW)).toBe(0);
  });

  it('opens the stage in game over a later started one', () => {
    const stages = [
      { groups: [group('2026-05-01T10:00:00Z', 'ended')] },
      { groups: [group('2026-05-10T11:00:00Z', 'game-process')] },
      { groups: [group('2026-05-09T10:00:00Z', 'registration-end')] },
    ];
    expect(currentStageIndex(stages, NOW)).toBe(1);
  });

  it('else opens the last stage that started, by status or by a passed game time', () => {
    const stages = [
      { groups: [group('2026-05-01T10:00:00Z', 'ended')] },
      { groups: [group('2026-05-09T10:00:00Z', 'registration-end'), group('2026-05-20T10:00:00Z', 'registration-end')] },
      { groups: [group('2026-06-01T10:00:00Z', 'registration-not-started')] },
    ];
    expect(currentStageIndex(stages, NOW)).toBe(1);
    expect(currentStageIndex(stages.slice(0, 1).concat(stages.slice(2)), NOW)).toBe(0);
  });
});
