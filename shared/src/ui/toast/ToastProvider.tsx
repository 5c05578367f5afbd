import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { getToasts, subscribeToasts, toast, type ToastApi, type ToastItem, type ToastKind } from './toast-store';
import { useMounted } from '../client-only/use-mounted';
import { BOTTOM_INSET_VAR } from '../layout/bottom-inset';

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  /* Above the bottom bar while it shows. */
  bottom: calc(${({ theme }) => theme.space(4)} + var(${BOTTOM_INSET_VAR}, 0px));
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: calc(100vw - 24px);
  max-width: 420px;
  pointer-events: none;
`;

const kindColor = (kind: ToastKind) =>
  css`
    border-left: 4px solid
      ${({ theme }) => (kind === 'error' ? theme.colors.danger : kind === 'success' ? theme.colors.success : theme.colors.accent)};
  `;

const Card = styled.div<{ $kind: ToastKind }>`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35);
  pointer-events: auto;
  ${({ $kind }) => kindColor($kind)}
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Action = styled.button`
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Close = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation('ui');
  return (
    <Card $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind}>
      <Message>{item.message}</Message>
      {item.action ? (
        <Action
          type="button"
          onClick={() => {
            item.action?.onClick();
            toast.dismiss(item.id);
          }}
        >
          {item.action.label}
        </Action>
      ) : null}
      <Close type="button" aria-label={t('toast.close')} onClick={() => toast.dismiss(item.id)}>
        ×
      </Close>
    </Card>
  );
}

/** Shows the toasts of the page bottom-center; the shell's providers hold the one instance. */
export function ToastViewport() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const { t } = useTranslation('ui');
  // A portal exists only in the browser: not in the server's HTML, nor in the render that takes it over.
  const mounted = useMounted();
  if (!mounted || typeof document === 'undefined') return null;
  return createPortal(
    <Viewport role="region" aria-live="polite" aria-label={t('toast.region')} data-testid="toast-viewport">
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </Viewport>,
    document.body,
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  );
}

/** The imperative toast API, for components. */
export function useToast(): ToastApi {
  return toast;
}
