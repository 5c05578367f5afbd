import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { QueryErrorState, SectionHeader } from '@portal/shared/ui';
import { useTournamentBrackets } from '../../../api/match-play/tournament-brackets';
import { BracketView } from '../../../components/brackets/BracketView';
import { WarningIcon } from '../../../components/icons';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** The MLBB brackets of the tournament, one per stage that has one; nothing for PUBG or before a bracket. */
export function BracketsSection({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const [searchParams] = useSearchParams();
  const mlbb = tournament.game_slug === 'mlbb';
  const brackets = useTournamentBrackets(tournament.id, searchParams.get('hash'), mlbb);
  if (!mlbb) return null;
  // Nothing while it loads: most tournaments have no bracket yet, and a placeholder that then goes away would
  // move the sections under it (the page shows them once the brackets are known).
  if (brackets.isPending) return null;
  if (brackets.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('brackets.loadFailed')} error={brackets.error} onRetry={() => void brackets.refetch()} />;
  if (brackets.data.length === 0) return null;
  return (
    <Section id="brackets" data-testid="tournament-brackets">
      <SectionHeader>{t('brackets.title')}</SectionHeader>
      {brackets.data.map((bracket) => (
        <div key={bracket.stage_id}>
          <h3>{bracket.stage_name}</h3>
          <BracketView bracket={bracket} />
        </div>
      ))}
    </Section>
  );
}
