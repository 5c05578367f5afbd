import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentGroup } from '@portal/shared/contracts';
import { MutedText, mutedText, surface } from '@portal/shared/ui';
import { GroupTime } from '../../components/matches/GroupTime';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  ${surface({ radius: 'md' })}
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  grid-column: 1;
  ${mutedText('sm')}
  font-variant-numeric: tabular-nums;
`;

const Status = styled.span`
  grid-column: 2;
  grid-row: 1 / span 2;
  justify-self: end;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * Groups (time slots) of a stage: name, game_time as DD.MM.YYYY HH:mm in the tournament timezone (and the
 * viewer's own after mounting, as the standings write it), status.
 */
export function GroupList({ groups, timezone }: { groups: readonly TournamentGroup[]; timezone: string }) {
  const { t } = useTranslation('tournaments');
  if (groups.length === 0) return <MutedText $size="sm">{t('stages.noGroups')}</MutedText>;
  return (
    <List aria-label={t('stages.groups')}>
      {groups.map((group) => {
        return (
          <Row key={group.id} data-testid="group-row">
            <Name>{group.name}</Name>
            <Time>
              <GroupTime gameTime={group.game_time} timezone={timezone || group.timezone} />
            </Time>
            <Status data-status={group.status.code}>{t(`groupStatus.${group.status.code}`)}</Status>
          </Row>
        );
      })}
    </List>
  );
}
