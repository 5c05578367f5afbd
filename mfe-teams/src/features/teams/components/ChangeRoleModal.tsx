import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamRoleCode } from '@portal/shared/constants';
import type { TeamMember } from '@portal/shared/contracts';
import { roleChoicesFor } from '@portal/shared/domain';
import { Button, FormAlert, Modal, mutedText } from '@portal/shared/ui';
import { teamFailureMessage } from '../lib/team-errors';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  line-height: 1.5;
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;

const Hint = styled.span`
  display: block;
  ${mutedText('sm')}
`;

export interface ChangeRoleModalProps {
  member: TeamMember | null;
  viewerRole: TeamRoleCode | null;
  onClose: () => void;
  onChange: (userId: number, role: TeamRoleCode) => Promise<void>;
}

/**
 * The change-role modal: the roles the viewer may give this player (shared rules), owner meaning a
 * hand-over (the viewer becomes a manager). A failure stays in the modal (docs/spec.md section 8).
 */
export function ChangeRoleModal({ member, viewerRole, onClose, onChange }: ChangeRoleModalProps) {
  const { t } = useTranslation('teams');
  const [choice, setChoice] = useState<TeamRoleCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = member ? roleChoicesFor({ actor: viewerRole, target: member.role_in_team.code, self: false }) : [];
  const selected = choice && choices.includes(choice) ? choice : (choices[0] ?? null);
  const close = () => {
    setChoice(null);
    setError(null);
    onClose();
  };
  const save = async () => {
    if (!member || !selected) return;
    setBusy(true);
    setError(null);
    try {
      await onChange(member.id, selected);
      close();
    } catch (failure) {
      setError(teamFailureMessage(failure, 'role'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={member !== null}
      onClose={close}
      title={t('role.title')}
      data-testid="change-role-modal"
      footer={
        <>
          <Button $variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy || !selected}>
            {t('role.save')}
          </Button>
        </>
      }
    >
      <Choices>
        <Legend>{t('role.text', { name: member?.username ?? '' })}</Legend>
        {choices.map((role) => (
          <Choice key={role}>
            <input type="radio" name="codeRole" value={role} checked={selected === role} onChange={() => setChoice(role)} />
            <span>
              {t(`roles.${role}`)}
              <Hint>{t(`role.hint.${role}`)}</Hint>
            </span>
          </Choice>
        ))}
      </Choices>
      <FormAlert message={error} />
    </Modal>
  );
}
