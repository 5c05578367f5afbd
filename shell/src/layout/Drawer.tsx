import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from './icons';

export interface DrawerProps {
  open: boolean;
  side: 'left' | 'right';
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

const fade = keyframes`from { opacity: 0; }`;
const slideFrom = (side: 'left' | 'right') => keyframes`from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fade} 0.15s ease-out;
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  width: min(360px, 100vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 0 32px rgba(0, 0, 0, 0.45);
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${({ $side }) => slideFrom($side)} 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 8px 8px 0;
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

/** Hides the page scrollbar while open; leaves an overflow someone else set (e.g. an open modal) alone. */
function usePageScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const body = document.body;
    if (body.style.overflow === 'hidden') return undefined;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}

/**
 * A side sheet of the shell (account sidebar, mobile menu): a modal dialog sliding in from one side.
 * Escape, the close button and a click on the dimmed page close it; focus moves in and goes back to the
 * opener afterwards. The page behind is made inert by the frame that opens it.
 */
export function Drawer({ open, side, label, onClose, children, ...rest }: DrawerProps) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  usePageScrollLock(open);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <>
      <Overlay data-testid="drawer-overlay" onClick={onClose} />
      <Panel ref={panel} $side={side} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-testid={rest['data-testid']}>
        <Top>
          <Close type="button" onClick={onClose} aria-label={t('menu.close')}>
            <CloseIcon />
          </Close>
        </Top>
        {children}
      </Panel>
    </>
  );
}
