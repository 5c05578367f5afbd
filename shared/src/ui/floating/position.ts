export type Side = 'top' | 'bottom' | 'left' | 'right';
export type Align = 'start' | 'center' | 'end';
export type Placement = Side | `${Side}-${Align}`;

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface FloatingPosition {
  top: number;
  left: number;
  /** The side actually used (flipped when the preferred side has no room). */
  side: Side;
}

/** Distance kept from the viewport edges. */
export const VIEWPORT_MARGIN_PX = 4;

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

export function parsePlacement(placement: Placement): { side: Side; align: Align } {
  const [side, align = 'center'] = placement.split('-') as [Side, Align?];
  return { side, align };
}

function spaceOn(side: Side, anchor: Rect, viewport: { width: number; height: number }): number {
  switch (side) {
    case 'top':
      return anchor.top;
    case 'bottom':
      return viewport.height - (anchor.top + anchor.height);
    case 'left':
      return anchor.left;
    case 'right':
      return viewport.width - (anchor.left + anchor.width);
  }
}

function alignOffset(align: Align, anchorStart: number, anchorSize: number, floatingSize: number): number {
  if (align === 'start') return anchorStart;
  if (align === 'end') return anchorStart + anchorSize - floatingSize;
  return anchorStart + (anchorSize - floatingSize) / 2;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a floating element (dropdown, tooltip, popover) goes next to its anchor, in viewport
 * coordinates: on the preferred side at `offset` px, flipped to the opposite side when it does not fit
 * there and fits better there, and kept inside the viewport.
 */
export function computePosition(
  anchor: Rect,
  floating: { width: number; height: number },
  placement: Placement,
  offset: number,
  viewport: { width: number; height: number },
): FloatingPosition {
  const { side: preferred, align } = parsePlacement(placement);
  const vertical = preferred === 'top' || preferred === 'bottom';
  const needed = (vertical ? floating.height : floating.width) + offset;
  const opposite = OPPOSITE[preferred];
  const side =
    spaceOn(preferred, anchor, viewport) < needed && spaceOn(opposite, anchor, viewport) > spaceOn(preferred, anchor, viewport)
      ? opposite
      : preferred;

  let top: number;
  let left: number;
  if (side === 'top' || side === 'bottom') {
    top = side === 'top' ? anchor.top - offset - floating.height : anchor.top + anchor.height + offset;
    left = alignOffset(align, anchor.left, anchor.width, floating.width);
  } else {
    left = side === 'left' ? anchor.left - offset - floating.width : anchor.left + anchor.width + offset;
    top = alignOffset(align, anchor.top, anchor.height, floating.height);
  }
  return {
    top: clamp(top, VIEWPORT_MARGIN_PX, viewport.height - floating.height - VIEWPORT_MARGIN_PX),
    left: clamp(left, VIEWPORT_MARGIN_PX, viewport.width - floating.width - VIEWPORT_MARGIN_PX),
    side,
  };
}
