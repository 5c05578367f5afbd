import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TournamentUserTeam } from '@portal/shared/contracts';
import { readinessFixPath, teamReadiness, type PlayerFormat } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Count = styled.strong<{ $ready: boolean }>`
  color: ${({ theme, $ready }) => ($ready ? theme.colors.success : theme.colors.warning)};
`;

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A fix, light blue on the dark card (well above 4.5:1), large enough to tap. */
const Fix = styled(Link)`
  display: inline-block;
  min-height: 24px;
  margin-left: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

export interface TeamReadinessNoteProps {
  team: Pick<TournamentUserTeam, 'id' | 'members'>;
  format: Pick<PlayerFormat, 'min'>;
  /** Shown only while the team cannot field the squad (the tournament page); always in the modal. */
  onlyWhenBlocked?: boolean;
}

/**
 * "2 of 4 players eligible" for a team, with each reason that keeps players out and a link to its fix
 * (shared teamReadiness: the same eligibility reasons the API gives per member).
 */
export function TeamReadinessNote({ team, format, onlyWhenBlocked = false }: TeamReadinessNoteProps) {
  const { t } = useTranslation('tournaments');
  const localized = useLocalizedPath();
  const { user } = useSession();
  const readiness = teamReadiness(team.members, format, user?.id ?? null);
  if (onlyWhenBlocked && readiness.ready) return null;
  return (
    <Box data-testid="team-readiness">
      <Count $ready={readiness.ready}>{t('readiness.count', { eligible: readiness.eligible, required: readiness.required })}</Count>
      {readiness.ready || readiness.blockers.length === 0 ? null : (
        <Reasons>
          {readiness.blockers.map((blocker) => (
            <li key={blocker.reason} data-testid="readiness-reason">
              {t(`readiness.reasons.${blocker.reason}`, { players: blocker.players.join(', '), members: readiness.members, required: readiness.required })}
              <Fix to={localized(readinessFixPath(blocker.fix, team.id))}>{t(`readiness.fix.${blocker.fix}`)}</Fix>
            </li>
          ))}
        </Reasons>
      )}
    </Box>
  );
}
