import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from '@portal/shared/ui';
import { FormAlert } from './FormAlert';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export interface ConfirmModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Runs the action; its rejection is turned into the message shown in the modal (which stays open). */
  onConfirm: () => Promise<void>;
  failureMessage: (error: unknown) => string;
  danger?: boolean;
  'data-testid'?: string;
}

/**
 * The team modals that ask before acting (remove a player, leave, delete, a new invite link): the text,
 * the action and Cancel; a failure shows in the modal, which stays open.
 */
export function ConfirmModal({ open, onClose, title, text, confirmLabel, onConfirm, failureMessage, danger = false, ...rest }: ConfirmModalProps) {
  const { t } = useTranslation('teams');
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
    } catch (failure) {
      setError(failureMessage(failure));
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
        <>
          <Button $variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button $variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
      <FormAlert message={error} />
    </Modal>
  );
}
