import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { Button, Modal } from '@portal/shared/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const ErrorLine = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The text shown when the call fails without a message of its own (spec section 8). */
  fallbackError: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * The confirmation and withdraw modals of spec section 2: confirm or cancel. A failure shows the
 * server's message (or the situation's fallback) in the modal, which stays open; success closes it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, fallbackError, danger, onConfirm, onClose, ...rest }: ConfirmDialogProps) {
  const { t } = useTranslation('tournaments');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(serverMessageOf(failure) ?? fallbackError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      data-testid={rest['data-testid']}
      footer={
        <Actions>
          <Button $variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button $variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      }
    >
      {children}
      {error ? (
        <ErrorLine role="alert" aria-label={t('apply.errorLabel')}>
          {error}
        </ErrorLine>
      ) : null}
    </Modal>
  );
}
