import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField } from '@portal/shared/ui';
import { TEAM_FILTERS, filterGame, type TeamFilter } from '../lib/team-filter';

const Narrow = styled.div`
  max-width: 280px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface TeamFilterFieldProps {
  value: TeamFilter;
  onChange: (value: TeamFilter) => void;
}

/** Select of the game whose teams are listed (all games by default). */
export function TeamFilterField({ value, onChange }: TeamFilterFieldProps) {
  const { t } = useTranslation('teams');
  const options = TEAM_FILTERS.map((filter) => {
    const game = filterGame(filter);
    return { value: filter, label: game ? t(`games.${game}`) : t('filter.all') };
  });
  return (
    <Narrow>
      <SelectField
        label={t('filter.label')}
        options={options}
        value={value}
        onChange={(event) => {
          const next = TEAM_FILTERS.find((filter) => filter === event.target.value);
          if (next) onChange(next);
        }}
      />
    </Narrow>
  );
}
