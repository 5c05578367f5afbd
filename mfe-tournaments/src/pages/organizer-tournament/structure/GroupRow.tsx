import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerGroup } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { Button, MutedText } from '@portal/shared/ui';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

export interface GroupRowProps {
  group: OrganizerGroup;
  /** The tournament's timezone: every time of the console is shown in it. */
  timezone: string;
  onEdit: () => void;
}

/** One group in the stage list: name, game time, teams of capacity, status; editing opens the sheet. */
export function GroupRow({ group, timezone, onEdit }: GroupRowProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Row data-testid="organizer-group">
      <Text>
        <strong>{group.name}</strong>
        <MutedText as="span" $size="sm">
          {formatGameTime(group.game_time, timezone).dateTime} · {t('organizer.groups.teams', { count: group.teams_count, capacity: group.capacity })} · {t(`groupStatus.${group.status.code}`)}
        </MutedText>
      </Text>
      <Button type="button" $variant="secondary" onClick={onEdit} aria-label={t('organizer.groups.edit', { name: group.name })}>
        {t('organizer.edit')}
      </Button>
    </Row>
  );
}
