/** +25, 0 or -3 as a board shows a change of points. */
export const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));
