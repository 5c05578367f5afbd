import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageColumn, PageTitle } from '@portal/shared/ui';
import { ConsoleGate } from '../../components/organizer/ConsoleGate';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { TournamentForm } from '../../components/organizer/TournamentForm';

/** /organizer/tournaments/new: a new tournament (a draft until published), then on to its page. */
export default function NewTournamentPage() {
  const { t } = useTranslation('tournaments');
  const navigate = useNavigate();
  const paths = useTournamentPaths();
  return (
    <ConsoleGate title={t('organizer.editor.newTitle')}>
      <PageColumn $gap={5}>
        <PageTitle subtitle={t('organizer.editor.newSubtitle')}>{t('organizer.editor.newTitle')}</PageTitle>
        <TournamentForm tournament={null} onSaved={(saved) => void navigate(`${paths.organizerTournament(saved.slug)}#stages`)} />
      </PageColumn>
    </ConsoleGate>
  );
}
