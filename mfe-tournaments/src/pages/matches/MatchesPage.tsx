import { useTranslation } from 'react-i18next';
import { ButtonLink, PageColumn, PageTitle } from '@portal/shared/ui';
import { EmptyList } from '../../components/EmptyList';
import { SwordsIcon } from '../../components/icons';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /matches: the matches of the player's teams in tournament groups. */
export default function MatchesPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('matches.subtitle')}>{t('matches.title')}</PageTitle>
      <EmptyList
        label={t('matches.title')}
        icon={<SwordsIcon />}
        title={t('matches.emptyTitle')}
        text={t('matches.emptyText')}
        action={<ButtonLink to={paths.list()}>{t('matches.toTournaments')}</ButtonLink>}
      />
    </PageColumn>
  );
}
