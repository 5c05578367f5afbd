import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { POPOVER_OFFSET_PX } from '@portal/shared/constants';
import { Button, type ButtonVariant } from '../button/Button';
import { focusableIn } from '../a11y/focusable';
import { FloatingSurface } from '../floating/floating-styles';
import { useFloating } from '../floating/useFloating';
import { useOutsidePress } from '../floating/useOutsidePress';
import type { Placement } from '../floating/position';

export interface PopoverProps {
  /** Content of the trigger button (also the popover's accessible name). */
  label: ReactNode;
  children: ReactNode;
  placement?: Placement;
  /** Gap in px (spec: 10). */
  offset?: number;
  variant?: ButtonVariant;
  'data-testid'?: string;
}

const Content = styled(FloatingSurface)`
  max-width: min(320px, calc(100vw - 8px));
  padding: ${({ theme }) => theme.space(3)};
  line-height: 1.5;
`;

/**
 * Rich content attached to a button: opened and closed by the button, closed by Escape (focus back on
 * the button) and by a click outside. Focus moves into it when it opens.
 */
export function Popover({ label, children, placement = 'bottom', offset = POPOVER_OFFSET_PX, variant = 'secondary', ...rest }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const panelId = useId();
  const { style } = useFloating(triggerRef, panelRef, { open, placement, offset });

  useOutsidePress([triggerRef, panelRef], open, () => setOpen(false));

  useEffect(() => {
    const panel = panelRef.current;
    if (open && panel) (focusableIn(panel)[0] ?? panel).focus();
  }, [open]);

  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        $variant={variant}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        data-testid={rest['data-testid']}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      {open && typeof document !== 'undefined'
        ? createPortal(
            <Content
              ref={panelRef}
              id={panelId}
              role="dialog"
              aria-labelledby={triggerId}
              tabIndex={-1}
              style={style}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setOpen(false);
                  triggerRef.current?.focus();
                }
              }}
            >
              {children}
            </Content>,
            document.body,
          )
        : null}
    </>
  );
}
