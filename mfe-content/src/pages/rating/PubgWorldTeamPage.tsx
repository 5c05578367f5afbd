import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink } from '@portal/shared/ui';
import { PageActions } from '../../components/PageActions';
import { RatingLayout } from './RatingLayout';
import { RatingTable } from './RatingTable';

/** /rating/pubg-mobile/world-team-rating/{slug}: the tournaments that brought one team its world rating. */
export default function PubgWorldTeamPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <RatingLayout game="pubg" section="world">
      <RatingTable caption={t('rating.tables.teamHistory')} columns="teamHistory" emptyTitle={t('rating.world.teamEmptyTitle')} emptyText={t('rating.world.teamEmptyText')} />
      <PageActions>
        <ButtonLink to={localized(routePath('rating.pubg.world'))} $variant="ghost">
          {t('rating.world.back')}
        </ButtonLink>
      </PageActions>
    </RatingLayout>
  );
}
