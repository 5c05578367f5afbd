import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameKey } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { LinkTabs, PageTitle, Stack } from '@portal/shared/ui';

/** Sections of the PUBG Mobile rating: team rating, seasonal, world team rating. */
export type PubgSection = 'team' | 'seasonal' | 'world';

export interface RatingLayoutProps {
  /** The game whose rating is shown (null on /rating, which only offers the games). */
  game: GameKey | null;
  /** The PUBG Mobile section shown, for the sub-navigation. */
  section?: PubgSection;
  children: ReactNode;
}

/** Frame of every rating page: the title, the game tabs (MLBB, PUBG Mobile) and the PUBG sub-navigation. */
export function RatingLayout({ game, section, children }: RatingLayoutProps) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <>
      <PageTitle subtitle={t('rating.subtitle')}>{t('rating.title')}</PageTitle>
      <LinkTabs
        label={t('rating.gamesLabel')}
        active={game}
        tabs={[
          { id: 'mlbb', label: t('rating.games.mlbb'), to: localized(routePath('rating.mlbb')) },
          { id: 'pubg', label: t('rating.games.pubg'), to: localized(routePath('rating.pubg')) },
        ]}
      />
      {game === 'pubg' ? (
        <LinkTabs
          label={t('rating.pubgSectionsLabel')}
          look="chips"
          active={section ?? null}
          tabs={[
            { id: 'team', label: t('rating.sections.team'), to: localized(routePath('rating.pubg')) },
            { id: 'seasonal', label: t('rating.sections.seasonal'), to: localized(routePath('rating.pubg.seasonal')) },
            { id: 'world', label: t('rating.sections.world'), to: localized(routePath('rating.pubg.world')) },
          ]}
        />
      ) : null}
      <Stack $gap={4}>{children}</Stack>
    </>
  );
}
