import { stageNameLayout } from './stage-name';

describe('stage-name layout (spec section 2)', () => {
  it('names of 10 or more characters use a stacked layout', () => {
    expect(stageNameLayout('Qualifier1')).toBe('stacked');
    expect(stageNameLayout('Квалификация')).toBe('stacked');
  });

  it('shorter names stay inline', () => {
    expect(stageNameLayout('Qualifier')).toBe('inline');
    expect(stageNameLayout('')).toBe('inline');
    expect(stageNameLayout(null)).toBe('inline');
  });
});
