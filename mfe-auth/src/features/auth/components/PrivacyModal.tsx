import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { splitNumberedClauses } from '@portal/shared/domain';
import { Button, Modal } from '@portal/shared/ui';

/** Documents of the shared `documents` namespace shown on registration. */
export type RegistrationDocument = 'privacy-policy' | 'user-agreement';

const Clause = styled.p<{ $depth: number }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding-left: ${({ $depth }) => ($depth > 1 ? 16 : 0)}px;
  font-weight: ${({ $depth }) => ($depth === 1 ? 700 : 400)};
  line-height: 1.5;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The privacy policy / terms of use modal: the text split at its numbered clauses, and a close button. */
export function PrivacyModal({ document, onClose }: { document: RegistrationDocument | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { t: ta } = useTranslation('auth');
  const clauses = document ? splitNumberedClauses(t(`${document}.text`)) : [];
  return (
    <Modal
      open={document !== null}
      onClose={onClose}
      closeOnOutsideClick
      title={document ? t(`${document}.title`) : undefined}
      footer={
        <Button $variant="secondary" onClick={onClose}>
          {ta('common.close')}
        </Button>
      }
      data-testid="document-modal"
    >
      {clauses.map((clause, index) => (
        <Clause key={index} $depth={clause.depth}>
          {clause.number ? `${clause.number}. ` : ''}
          {clause.text}
        </Clause>
      ))}
    </Modal>
  );
}
