import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, ClipboardIcon, PageColumn, PageTitle } from '@portal/shared/ui';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /entries: applications that name the user as a player, to confirm or decline. Guests are asked to sign in. */
export default function EntriesPage() {
  const { t } = useTranslation('tournaments');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const paths = useTournamentPaths();
  if (!signedIn) {
    return (
      <PageColumn $gap={5}>
        <PageTitle>{t('entries.title')}</PageTitle>
        <AuthPrompt title={t('entries.guestTitle')} text={t('entries.guestText')} />
      </PageColumn>
    );
  }
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('entries.subtitle')}>{t('entries.title')}</PageTitle>
      <EmptyList
        label={t('entries.title')}
        icon={<ClipboardIcon />}
        title={t('entries.emptyTitle')}
        text={t('entries.emptyText')}
        action={
          <ButtonLink to={paths.list()} $variant="secondary">
            {t('entries.toTournaments')}
          </ButtonLink>
        }
      />
    </PageColumn>
  );
}
