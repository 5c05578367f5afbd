import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerGroupResults, ResultAudit } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { MutedText } from '@portal/shared/ui';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

/** Every entry, correction and rescoring (placement table change) of the group's matches, newest first: who, when, before and after. */
export function AuditList({ results, timezone }: { results: OrganizerGroupResults; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const nameOf = new Map(results.teams.map((row) => [row.stage_team_id, row.team.name]));
  const describe = (lines: ResultAudit['before']) =>
    lines.length === 0
      ? t('results.auditNone')
      : lines
          .map((line) => {
            const facts = { team: nameOf.get(line.stage_team_id) ?? `#${line.stage_team_id}`, place: line.place, kills: line.kills };
            return line.points === undefined ? t('results.auditLine', facts) : t('results.auditLinePoints', { ...facts, points: line.points });
          })
          .join('; ');
  // A placement table change rescored the match: its lines carry their points.
  const headingOf = (entry: ResultAudit) =>
    entry.after.length > 0 && entry.after.every((line) => line.points !== undefined) ? 'results.auditRescored' : entry.before.length === 0 ? 'results.auditEntered' : 'results.auditCorrected';
  if (results.audit.length === 0) return <MutedText as="span">{t('results.auditEmpty')}</MutedText>;
  return (
    <List aria-label={t('results.audit')} data-testid="results-audit">
      {results.audit.map((entry) => (
        <Item key={entry.id} data-testid="audit-entry">
          <strong>
            {t(headingOf(entry), { n: entry.match_number, user: entry.user?.username ?? '—' })}
          </strong>
          <MutedText as="span">{formatGameTime(entry.created_at, timezone).dateTime}</MutedText>
          <span>{t('results.auditBefore', { lines: describe(entry.before) })}</span>
          <span>{t('results.auditAfter', { lines: describe(entry.after) })}</span>
        </Item>
      ))}
    </List>
  );
}
