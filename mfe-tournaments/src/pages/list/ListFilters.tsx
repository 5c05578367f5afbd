import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isTournamentStatusCode, tournamentStatusLabelKey } from '@portal/shared/domain';
import { Button, SelectField } from '@portal/shared/ui';
import { divisionOptions, hasActiveFilter, STATUS_FILTER_OPTIONS, type ListFilters as Filters, type ListGame } from '../../lib/list-filters';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(180px, 260px) minmax(180px, 260px) auto;
    justify-content: start;
  }
`;

export interface ListFiltersProps {
  game: ListGame;
  filters: Filters;
  onChange: (change: Partial<Pick<Filters, 'status' | 'division'>>) => void;
}

/** Status (the five codes of docs/spec.md section 4) and division filters of the list. */
export function ListFilters({ game, filters, onChange }: ListFiltersProps) {
  const { t } = useTranslation('tournaments');
  const { t: tStatus } = useTranslation('validation');
  const statusOptions = STATUS_FILTER_OPTIONS.map((code) => ({ value: code, label: tStatus(tournamentStatusLabelKey(code) ?? code) }));
  const divisions = divisionOptions(game);
  // On the list of every game a division names its game too.
  const divisionItems = divisions.map(({ slug, game: of, level }) => ({
    value: slug,
    label: game ? t('divisions.level', { level }) : t('divisions.ofGame', { game: t(`games.${of}`), level }),
  }));
  return (
    <Row role="search" aria-label={t('list.filters')}>
      <SelectField
        label={t('list.statusFilter')}
        placeholder={t('list.anyStatus')}
        options={statusOptions}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: isTournamentStatusCode(event.target.value) ? event.target.value : null })}
      />
      <SelectField
        label={t('list.divisionFilter')}
        placeholder={t('list.anyDivision')}
        options={divisionItems}
        value={filters.division ?? ''}
        onChange={(event) => onChange({ division: divisions.find((d) => d.slug === event.target.value)?.slug ?? null })}
      />
      {hasActiveFilter(filters) ? (
        <Button $variant="ghost" onClick={() => onChange({ status: null, division: null })}>
          {t('list.reset')}
        </Button>
      ) : null}
    </Row>
  );
}
