import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DROPDOWN_DELAY_MS, DROPDOWN_OFFSET_PX } from '@portal/shared/constants';
import { Button, type ButtonVariant } from '../button/Button';
import { FloatingSurface } from '../floating/floating-styles';
import { useFloating } from '../floating/useFloating';
import { useOutsidePress } from '../floating/useOutsidePress';
import type { Placement } from '../floating/position';
import { MenuItem, MenuSeparator } from './dropdown-styles';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** A destructive item: drawn in the danger colour. */
  tone?: 'danger';
  /** Draw a dividing line above the item, to set it apart from the ones before. */
  separated?: boolean;
}

export interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  items: readonly DropdownItem[];
  placement?: Placement;
  /** Gap between trigger and menu in px (spec: 10). */
  offset?: number;
  /** Hover open and close delay in ms (spec: 300). */
  delayMs?: number;
  variant?: ButtonVariant;
  'data-testid'?: string;
}

/**
 * A menu button: a click or Enter/Space/ArrowDown opens it at once, hovering opens it after 300 ms and
 * leaving closes it after 300 ms. Arrow keys, Home and End move through the items; Escape closes and
 * returns focus to the trigger; Tab closes it onto the trigger; a click outside closes it.
 */
export function Dropdown({
  label,
  items,
  placement = 'bottom-start',
  offset = DROPDOWN_OFFSET_PX,
  delayMs = DROPDOWN_DELAY_MS,
  variant = 'secondary',
  ...rest
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();
  const { style } = useFloating(triggerRef, menuRef, { open, placement, offset });
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  const cancelHover = () => clearTimeout(hoverTimer.current);
  const schedule = (next: boolean) => {
    cancelHover();
    hoverTimer.current = setTimeout(() => {
      setOpen(next);
      if (!next) setFocusIndex(null);
    }, delayMs);
  };
  useEffect(() => cancelHover, []);

  const close = (returnFocus: boolean) => {
    cancelHover();
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) triggerRef.current?.focus();
  };
  const openAt = (index: number | null) => {
    cancelHover();
    setOpen(true);
    setFocusIndex(index);
  };

  useOutsidePress([triggerRef, menuRef], open, () => close(false));

  // The menu stays hidden until it is positioned, and a hidden item cannot take the focus: wait for it.
  const positioned = style.visibility === 'visible';
  useEffect(() => {
    if (open && positioned && focusIndex !== null) itemRefs.current[focusIndex]?.focus();
  }, [open, positioned, focusIndex]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(enabled[0] ?? null);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(enabled[enabled.length - 1] ?? null);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = focusIndex === null ? -1 : enabled.indexOf(focusIndex);
    const move = (target: number | undefined) => {
      event.preventDefault();
      if (target !== undefined) setFocusIndex(target);
    };
    if (event.key === 'ArrowDown') move(enabled[(at + 1) % enabled.length]);
    else if (event.key === 'ArrowUp') move(enabled[(at - 1 + enabled.length) % enabled.length]);
    else if (event.key === 'Home') move(enabled[0]);
    else if (event.key === 'End') move(enabled[enabled.length - 1]);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // The menu lives at the end of the page: Tab goes back to the trigger instead of past everything.
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <Button
        ref={triggerRef}
        $variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={rest['data-testid']}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onTriggerKeyDown}
        onMouseEnter={() => (open ? cancelHover() : schedule(true))}
        onMouseLeave={() => (open ? schedule(false) : cancelHover())}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </Button>
      {open && typeof document !== 'undefined'
        ? createPortal(
            <FloatingSurface
              ref={menuRef}
              id={menuId}
              role="menu"
              style={style}
              onKeyDown={onMenuKeyDown}
              onMouseEnter={cancelHover}
              onMouseLeave={() => schedule(false)}
            >
              {items.map((item, i) => [
                item.separated && i > 0 ? <MenuSeparator key={`${item.id}-separator`} role="separator" /> : null,
                <MenuItem
                  key={item.id}
                  ref={(el) => {
                    itemRefs.current[i] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={focusIndex === i ? 0 : -1}
                  disabled={item.disabled}
                  $tone={item.tone}
                  onClick={() => {
                    item.onSelect();
                    close(true);
                  }}
                >
                  {item.label}
                </MenuItem>,
              ])}
            </FloatingSurface>,
            document.body,
          )
        : null}
    </>
  );
}
