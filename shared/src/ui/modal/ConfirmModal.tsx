import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../button/Button';
import { FormAlert } from '../form-alert/FormAlert';
import { Modal } from './Modal';

const Text = styled.div`
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Failure = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** What is about to happen (a sentence, or the situation's own elements). */
  children: ReactNode;
  confirmLabel: string;
  /** The UI kit's "Cancel" unless the situation has its own word. */
  cancelLabel?: string;
  /** A destructive action (delete, leave, withdraw): the confirm button is red. */
  danger?: boolean;
  /** Runs the action; the modal closes when it succeeds. */
  onConfirm: () => Promise<unknown>;
  /** The message shown in the modal, which stays open, when the action fails. */
  errorMessage: (failure: unknown) => string;
  onClose: () => void;
  /** The accessible name of the failure message (its text otherwise). */
  errorLabel?: string;
  'data-testid'?: string;
}

/**
 * A modal that asks before acting (docs/spec.md section 2): the text, the action and Cancel. While the action runs
 * both buttons wait; a failure shows its message in the modal, which stays open for another try; success
 * closes it.
 */
export function ConfirmModal({ open, title, children, confirmLabel, cancelLabel, danger = false, onConfirm, errorMessage, onClose, errorLabel, ...rest }: ConfirmModalProps) {
  const { t } = useTranslation('ui');
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
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      fitContent
      data-testid={rest['data-testid']}
      footer={
        <>
          <Button $variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel ?? t('confirm.cancel')}
          </Button>
          <Button $variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{children}</Text>
      {error ? (
        <Failure>
          <FormAlert message={error} aria-label={errorLabel} />
        </Failure>
      ) : null}
    </Modal>
  );
}
