import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import type { OrganizerGroup, OrganizerStage, OrganizerTournament } from '@portal/shared/contracts';
import { Button, ConfirmModal, Modal, toast } from '@portal/shared/ui';
import { useStructureWrite } from '../../../api/organizer/stage-group-writes';
import { GroupForm } from './GroupForm';
import { LockReasons } from './LockReasons';
import { StageForm } from './StageForm';

/** What the sheet edits: a stage or a group, or a new one (null). */
export type StructureEdit = { kind: 'stage'; stage: OrganizerStage | null } | { kind: 'group'; stage: OrganizerStage; group: OrganizerGroup | null };

const Danger = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface StructureSheetProps {
  tournament: OrganizerTournament;
  edit: StructureEdit | null;
  onClose: () => void;
}

/**
 * The sheet that edits one stage or group (or adds one): its form, and below it either the delete action
 * (asked first) or the reasons it cannot be deleted. Saving closes it and says so.
 */
export function StructureSheet({ tournament, edit, onClose }: StructureSheetProps) {
  const { t } = useTranslation('tournaments');
  const write = useStructureWrite();
  const [deleting, setDeleting] = useState(false);
  const existing = edit ? (edit.kind === 'stage' ? edit.stage : edit.group) : null;
  const title = () => {
    if (!edit) return '';
    if (edit.kind === 'stage') return edit.stage ? t('organizer.stages.editLabel', { name: edit.stage.name }) : t('organizer.stages.add');
    return edit.group ? t('organizer.groups.editLabel', { name: edit.group.name }) : t('organizer.groups.add', { stage: edit.stage.name });
  };
  const saved = (name: string) => {
    toast.success(t(existing ? 'organizer.savedNamed' : 'organizer.addedNamed', { name }));
    onClose();
  };
  const remove = () => {
    if (!edit) return Promise.resolve();
    const action = edit.kind === 'stage' ? { kind: 'delete-stage' as const, stageId: edit.stage?.id ?? 0 } : { kind: 'delete-group' as const, groupId: edit.group?.id ?? 0 };
    return write.mutateAsync(action).then(() => {
      toast.success(t('organizer.deletedNamed', { name: existing?.name ?? '' }));
      onClose();
    });
  };
  return (
    <Modal open={edit !== null} onClose={onClose} title={title()} data-testid="structure-sheet">
      {edit?.kind === 'stage' ? <StageForm tournament={tournament} stage={edit.stage} onDone={saved} /> : null}
      {edit?.kind === 'group' ? <GroupForm tournament={tournament} stage={edit.stage} group={edit.group} onDone={saved} /> : null}
      {edit && existing ? (
        <Danger>
          {existing.can_delete ? (
            <Button type="button" $variant="ghost" onClick={() => setDeleting(true)}>
              {t(edit.kind === 'stage' ? 'organizer.stages.delete' : 'organizer.groups.delete', { name: existing.name })}
            </Button>
          ) : (
            <LockReasons tournament={tournament} stageId={edit.kind === 'stage' ? existing.id : undefined} reasons={existing.lock_reasons} />
          )}
        </Danger>
      ) : null}
      <ConfirmModal
        open={deleting}
        title={t(edit?.kind === 'stage' ? 'organizer.stages.delete' : 'organizer.groups.delete', { name: existing?.name ?? '' })}
        confirmLabel={t('organizer.deleteConfirm')}
        danger
        errorMessage={(failure) => serverMessageOf(failure) ?? t('organizer.actionFailed')}
        onClose={() => setDeleting(false)}
        onConfirm={remove}
        data-testid="structure-delete-modal"
      >
        {t('organizer.deleteText')}
      </ConfirmModal>
    </Modal>
  );
}
