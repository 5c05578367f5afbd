import { overflowEdges } from './overflow-edges';

const strip = (scrollLeft: number, scrollWidth = 600, clientWidth = 360) => ({ scrollLeft, scrollWidth, clientWidth });

describe('overflowEdges', () => {
  it('hints nothing when everything fits', () => {
    expect(overflowEdges(strip(0, 360, 360))).toEqual({ start: false, end: false });
    expect(overflowEdges(strip(0, 361, 360))).toEqual({ start: false, end: false });
  });

  it('hints the end at the start, both sides in the middle, the start at the end', () => {
    expect(overflowEdges(strip(0))).toEqual({ start: false, end: true });
    expect(overflowEdges(strip(120))).toEqual({ start: true, end: true });
    expect(overflowEdges(strip(239.5))).toEqual({ start: true, end: false });
  });

  it('reads right-to-left scroll positions by their distance from the start', () => {
    expect(overflowEdges(strip(-240))).toEqual({ start: true, end: false });
  });
});
