import { computePosition, parsePlacement } from './position';

const viewport = { width: 360, height: 640 };
const anchor = { top: 100, left: 100, width: 80, height: 40 };
const menu = { width: 160, height: 120 };

describe('computePosition', () => {
  it('places below the anchor at the offset, aligned to the start', () => {
    expect(computePosition(anchor, menu, 'bottom-start', 10, viewport)).toEqual({ top: 150, left: 100, side: 'bottom' });
  });

  it('centres and end-aligns', () => {
    expect(computePosition(anchor, menu, 'bottom', 10, viewport).left).toBe(60);
    expect(computePosition(anchor, menu, 'bottom-end', 10, viewport).left).toBe(20);
  });

  it('places above with the tooltip offset', () => {
    expect(computePosition({ ...anchor, top: 300 }, { width: 100, height: 30 }, 'top', 8, viewport)).toEqual({ top: 262, left: 90, side: 'top' });
  });

  it('flips to the other side when the preferred one has no room', () => {
    expect(computePosition({ ...anchor, top: 20 }, menu, 'top', 8, viewport).side).toBe('bottom');
    expect(computePosition({ ...anchor, top: 580 }, menu, 'bottom', 10, viewport)).toMatchObject({ side: 'top', top: 450 });
  });

  it('keeps the side when neither has room but the preferred one has more', () => {
    expect(computePosition({ ...anchor, top: 300 }, { width: 100, height: 600 }, 'bottom', 10, viewport).side).toBe('bottom');
  });

  it('places left and right, flipping horizontally', () => {
    expect(computePosition({ ...anchor, left: 200 }, { width: 100, height: 20 }, 'left', 10, viewport)).toMatchObject({ side: 'left', left: 90, top: 110 });
    expect(computePosition({ ...anchor, left: 10 }, { width: 100, height: 20 }, 'left', 10, viewport)).toMatchObject({ side: 'right', left: 100 });
  });

  it('stays inside a 320px wide viewport', () => {
    const narrow = { width: 320, height: 568 };
    const position = computePosition({ top: 50, left: 280, width: 30, height: 30 }, { width: 200, height: 100 }, 'bottom-start', 10, narrow);
    expect(position.left).toBe(320 - 200 - 4);
    expect(computePosition({ top: 50, left: 0, width: 30, height: 30 }, { width: 200, height: 100 }, 'bottom-end', 10, narrow).left).toBe(4);
  });

  it('reads placements', () => {
    expect(parsePlacement('top')).toEqual({ side: 'top', align: 'center' });
    expect(parsePlacement('right-end')).toEqual({ side: 'right', align: 'end' });
  });
});
