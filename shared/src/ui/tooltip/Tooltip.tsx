import { cloneElement, isValidElement, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { TOOLTIP_OFFSET_PX } from '@portal/shared/constants';
import { useFloating } from '../floating/useFloating';
import type { Placement } from '../floating/position';

export interface TooltipProps {
  content: ReactNode;
  /** The element described: it must be focusable (a button or a link) to be reachable by keyboard. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: Placement;
  /** Gap in px (spec: 8). */
  offset?: number;
}

const Anchor = styled.span`
  display: inline-flex;
`;

const Bubble = styled.div`
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: min(280px, calc(100vw - 8px));
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  line-height: 1.4;
  pointer-events: none;
`;

/** A short description shown while the element is hovered or focused; Escape hides it. */
export function Tooltip({ content, children, placement = 'top', offset = TOOLTIP_OFFSET_PX }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const { style } = useFloating(anchorRef, bubbleRef, { open, placement, offset });
  const described = isValidElement(children)
    ? cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined,
      })
    : children;

  return (
    <Anchor
      ref={anchorRef}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {described}
      {open && typeof document !== 'undefined'
        ? createPortal(
            <Bubble ref={bubbleRef} id={id} role="tooltip" style={style}>
              {content}
            </Bubble>,
            document.body,
          )
        : null}
    </Anchor>
  );
}
