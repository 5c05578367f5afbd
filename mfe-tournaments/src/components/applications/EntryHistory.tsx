import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentEntry } from '@portal/shared/contracts';
import { SectionHeader } from '@portal/shared/ui';
import { EntryCard } from './EntryCard';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Applications that are over for the team (rejected): kept under "History" with their status, no actions. */
export function EntryHistory({ entries }: { entries: readonly TournamentEntry[] }) {
  const { t } = useTranslation('tournaments');
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <Section aria-labelledby={titleId} data-testid="entry-history">
      <div id={titleId}>
        <SectionHeader subtitle={t('entryHistory.text')}>{t('entryHistory.title')}</SectionHeader>
      </div>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
    </Section>
  );
}
