import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, ClipboardIcon, PageTitle } from '@portal/shared/ui';
import { AreaPage } from '../../components/AreaPage';
import { PageRoot } from '../../components/PageRoot';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /entries: applications that name the user as a player, to confirm or decline. Guests are asked to sign in. */
export default function EntriesPage() {
  const { t } = useTranslation('tournaments');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const paths = useTournamentPaths();
  if (!signedIn) {
    return (
      <PageRoot data-page="entries">
        <PageTitle>{t('entries.title')}</PageTitle>
        <AuthPrompt title={t('entries.guestTitle')} text={t('entries.guestText')} />
      </PageRoot>
    );
  }
  return (
    <AreaPage
      routeId="entries"
      title={t('entries.title')}
      subtitle={t('entries.subtitle')}
      empty={{
        icon: <ClipboardIcon />,
        title: t('entries.emptyTitle'),
        text: t('entries.emptyText'),
        action: (
          <ButtonLink to={paths.list()} $variant="secondary">
            {t('entries.toTournaments')}
          </ButtonLink>
        ),
      }}
    />
  );
}
