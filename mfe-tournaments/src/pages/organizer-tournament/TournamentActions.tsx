import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { formatInTimezone, publishProblems } from '@portal/shared/domain';
import { Button, ButtonLink, ConfirmModal, toast } from '@portal/shared/ui';
import { serverMessageOf, translateErrorCode, isApiError } from '@portal/shared/api-client';
import { useTournamentAction, type TournamentAction } from '../../api/organizer/tournament-action';
import { useTournamentPaths } from '../../lib/tournament-paths';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The message of a failed action: a field's code (e.g. a start in the past), the server's, or the fallback. */
function failureText(error: unknown, fallback: string): string {
  const field = isApiError(error) ? Object.values(error.errors)[0]?.[0] : undefined;
  return field ? translateErrorCode(field) : (serverMessageOf(error) ?? fallback);
}

/**
 * Publish (asked first, then said and undoable from the toast) or unpublish, duplicate as a template, and
 * open the public page.
 */
export function TournamentActions({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const paths = useTournamentPaths();
  const action = useTournamentAction(tournament.id);
  const [asking, setAsking] = useState(false);
  const run = async (what: TournamentAction, done: string) => {
    try {
      const result = await action.mutateAsync(what);
      toast.success(t(done));
      if (what.kind === 'duplicate') void navigate(paths.organizerTournament(result.slug));
    } catch (error) {
      toast.error(failureText(error, t('organizer.actionFailed')));
    }
  };
  const startPassed = Object.keys(publishProblems(tournament, new Date())).length > 0;
  const publicPath = `${paths.detail(tournament.slug)}${tournament.access_hash ? `?hash=${encodeURIComponent(tournament.access_hash)}` : ''}`;
  const opens = formatInTimezone(tournament.start_req_time, tournament.timezone);
  return (
    <Row>
      {tournament.is_published ? (
        <Button type="button" $variant="secondary" disabled={action.isPending} onClick={() => void run({ kind: 'unpublish' }, 'organizer.actions.unpublished')}>
          {t('organizer.actions.unpublish')}
        </Button>
      ) : (
        <Button type="button" disabled={action.isPending} title={startPassed ? translateErrorCode('organizer.start_in_past') : undefined} onClick={() => setAsking(true)}>
          {t('organizer.actions.publish')}
        </Button>
      )}
      <Button type="button" $variant="secondary" disabled={action.isPending} onClick={() => void run({ kind: 'duplicate' }, 'organizer.actions.duplicated')}>
        {t('organizer.actions.duplicate')}
      </Button>
      {tournament.is_published ? (
        <ButtonLink $variant="ghost" to={publicPath}>
          {t('organizer.actions.view')}
        </ButtonLink>
      ) : null}
      <ConfirmModal
        open={asking}
        title={t('organizer.actions.publishTitle', { name: tournament.name })}
        confirmLabel={t('organizer.actions.publish')}
        errorMessage={(error) => failureText(error, t('organizer.actionFailed'))}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await action.mutateAsync({ kind: 'publish' });
          toast.success(t('organizer.actions.published'), { action: { label: t('organizer.actions.undo'), onClick: () => void run({ kind: 'unpublish' }, 'organizer.actions.unpublished') } });
        }}
        data-testid="publish-modal"
      >
        {t('organizer.actions.publishText', { date: opens.dateTime, timezone: opens.timezone })}
      </ConfirmModal>
    </Row>
  );
}
