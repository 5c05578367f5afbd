import { useTranslation } from 'react-i18next';
import type { TeamTournamentStatus } from '@portal/shared/constants';
import { teamStatusBadge, teamStatusBadgeLabelKey } from '@portal/shared/domain';
import { Badge } from '@portal/shared/ui';

/** The badge of a team's derived status in a tournament (docs/spec.md section 4); nothing for the default status. */
export function TeamStatusBadge({ status }: { status: TeamTournamentStatus }) {
  const { t } = useTranslation('validation');
  const badge = teamStatusBadge(status);
  if (!badge) return null;
  return (
    <span data-testid="team-status-badge" data-badge={badge}>
      <Badge variant={badge}>{t(teamStatusBadgeLabelKey(badge))}</Badge>
    </span>
  );
}
