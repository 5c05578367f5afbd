import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TEAM_FILTER } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, EmptyState, PageColumn, PageTitle, TeamIcon } from '@portal/shared/ui';
import { TeamFilterField } from './TeamFilterField';
import { filterGame, type TeamFilter } from './team-filter';

/** /my-teams: the teams of the signed-in user, filtered by game; guests are asked to sign in. */
export default function MyTeamsPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [filter, setFilter] = useState<TeamFilter>(DEFAULT_TEAM_FILTER);
  const game = filterGame(filter);

  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('mine.subtitle')}>{t('mine.title')}</PageTitle>
      {signedIn ? (
        <>
          <TeamFilterField value={filter} onChange={setFilter} />
          <EmptyState
            data-testid="teams-empty"
            icon={<TeamIcon />}
            title={game ? t('empty.gameTitle', { game: t(`games.${game}`) }) : t('empty.allTitle')}
            text={t('empty.text')}
            action={
              <ButtonLink to={`${localized(routePath('help'))}#create-team`} $variant="secondary">
                {t('empty.howTo')}
              </ButtonLink>
            }
          />
        </>
      ) : (
        <AuthPrompt title={t('mine.guestTitle')} text={t('mine.guestText')} />
      )}
    </PageColumn>
  );
}
