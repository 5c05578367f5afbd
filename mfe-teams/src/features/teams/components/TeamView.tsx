import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team, TeamMember } from '@portal/shared/contracts';
import { teamActionsFor, teamRoleOf } from '@portal/shared/domain';
import { useSession } from '@portal/shared/platform';
import { ConfirmModal, toast } from '@portal/shared/ui';
import { teamFailureMessage } from '../lib/team-errors';
import { ChangeRoleModal } from './ChangeRoleModal';
import { EditTeamModal } from './EditTeamModal';
import { InviteModal } from './InviteModal';
import { MemberList } from './MemberList';
import { TeamEntries } from './TeamEntries';
import { TeamHeader, type TeamModalKind } from './TeamHeader';
import { TeamLeadHint } from './TeamLeadHint';
import { useTeamActions } from '../hooks/use-team-actions';

/** One team of the user: header and actions, the size lead, players, applications, and docs/spec.md's modals. */
export function TeamView({ team }: { team: Team }) {
  const { t } = useTranslation('teams');
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const role = teamRoleOf(team.members, viewerId);
  const calls = useTeamActions(team.id);
  const [modal, setModal] = useState<TeamModalKind | null>(null);
  const [roleOf, setRoleOf] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const close = () => setModal(null);

  return (
    <>
      <TeamHeader team={team} actions={teamActionsFor(role)} onOpen={setModal} />
      <TeamLeadHint team={team} />
      <MemberList team={team} viewerId={viewerId} viewerRole={role} onChangeRole={setRoleOf} onRemove={setRemoving} />
      <TeamEntries entries={team.tournamentEntries} />

      {team.hash ? <InviteModal open={modal === 'invite'} onClose={close} team={team} /> : null}
      <EditTeamModal open={modal === 'edit'} onClose={close} team={team} onSave={calls.update} />
      <ConfirmModal
        open={modal === 'regenerate'}
        onClose={close}
        title={t('regenerate.title')}
        confirmLabel={t('regenerate.confirm')}
        onConfirm={async () => {
          await calls.update({ change_hash: true });
          toast.success(t('regenerate.done'));
          close();
        }}
        errorMessage={(error) => teamFailureMessage(error, 'regenerate')}
        data-testid="regenerate-modal"
      >
        {t('regenerate.text')}
      </ConfirmModal>
      <ConfirmModal
        open={modal === 'leave'}
        onClose={close}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        onConfirm={async () => {
          await calls.leave();
          toast.success(t('leave.done', { name: team.name }));
        }}
        errorMessage={(error) => teamFailureMessage(error, 'leave')}
        danger
        data-testid="leave-modal"
      >
        {t('leave.text', { name: team.name })}
      </ConfirmModal>
      <ConfirmModal
        open={modal === 'delete'}
        onClose={close}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await calls.deleteTeam();
          toast.success(t('delete.done', { name: team.name }));
        }}
        errorMessage={(error) => teamFailureMessage(error, 'delete')}
        danger
        data-testid="delete-modal"
      >
        {t('delete.text', { name: team.name })}
      </ConfirmModal>
      <ConfirmModal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        onConfirm={async () => {
          if (!removing) return;
          await calls.remove(removing.id);
          toast.success(t('remove.done', { name: removing.username }));
          setRemoving(null);
        }}
        errorMessage={(error) => teamFailureMessage(error, 'remove')}
        danger
        data-testid="remove-modal"
      >
        {t('remove.text', { name: removing?.username ?? '', team: team.name })}
      </ConfirmModal>
      <ChangeRoleModal
        member={roleOf}
        viewerRole={role}
        onClose={() => setRoleOf(null)}
        onChange={async (userId, next) => {
          await calls.changeRole(userId, next);
          toast.success(t('role.done'));
        }}
      />
    </>
  );
}
